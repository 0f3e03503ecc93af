import type { Pool } from 'pg';
import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';

/**
 * A statement run on every request (the session check, the signed-in user's row): sent as a named
 * prepared statement straight to TypeORM's own pg pool, so Postgres parses and plans it once per
 * connection and no query builder runs per call. Anything else goes through TypeORM as usual.
 */
export class PreparedStatement {
  constructor(
    private readonly dataSource: DataSource,
    private readonly name: string,
    private readonly text: string,
  ) {}

  async rows<T = Record<string, unknown>>(values: unknown[]): Promise<T[]> {
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const result = await pool.query({ name: this.name, text: this.text, values });
    return result.rows as T[];
  }
}

/**
 * An entity from a row of its table selected with `*`, hydrated by TypeORM's own column
 * metadata and driver (types, dates, transformers), as a repository's find would.
 */
export function hydrate<T extends ObjectLiteral>(dataSource: DataSource, metadata: EntityMetadata, row: Record<string, unknown>): T {
  const entity = metadata.create() as T;
  for (const column of metadata.columns) {
    if (!(column.databaseName in row)) continue;
    column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return entity;
}
