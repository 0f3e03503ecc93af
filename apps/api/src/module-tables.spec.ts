import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

// Each module owns the tables of its entities (@Entity({ name })), and every table the migrations
// create has exactly one owner. A module's SQL (raw query text, query builder table names) names
// only its own tables: another module's data is read and written through that module's service.
// Shared code (common/) names none.

const src = resolve(__dirname);
const modulesDir = join(src, 'modules');
const migrationsDir = join(src, 'database', 'migrations');

/** Query builder and repository methods whose string argument is a table name. */
const TABLE_ARGUMENT_METHODS = new Set(['from', 'into', 'update', 'delete', 'join', 'innerJoin', 'leftJoin', 'innerJoinAndSelect', 'leftJoinAndSelect', 'getRepository']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function parse(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** The names given to @Entity({ name: '...' }) in a file. */
function entityNames(file: ts.SourceFile): string[] {
  const names: string[] = [];
  walk(file, (node) => {
    if (!ts.isDecorator(node) || !ts.isCallExpression(node.expression)) return;
    const call = node.expression;
    if (!ts.isIdentifier(call.expression) || call.expression.text !== 'Entity') return;
    const [options] = call.arguments;
    if (options && ts.isObjectLiteralExpression(options)) {
      for (const property of options.properties) {
        if (ts.isPropertyAssignment(property) && property.name.getText(file) === 'name' && ts.isStringLiteralLike(property.initializer)) {
          names.push(property.initializer.text);
        }
      }
    } else if (options && ts.isStringLiteralLike(options)) {
      names.push(options.text);
    }
  });
  return names;
}

/** A string's mention of a table as SQL: a quoted identifier, or a bare name after FROM, JOIN, INTO, UPDATE, TABLE, REFERENCES. */
function mentions(text: string, table: string): boolean {
  return text.includes(`"${table}"`) || new RegExp(`\\b(?:FROM|JOIN|INTO|UPDATE|TABLE|REFERENCES)\\s+(?:ONLY\\s+)?(?:public\\.)?${table}\\b`, 'i').test(text);
}

interface Violation {
  file: string;
  line: number;
  table: string;
  owner: string;
}

/**
 * The places in a file's code where SQL names a table that `owners` gives to another module than
 * `module`: raw SQL in string and template literals, and table names given to query builders.
 */
function foreignTables(file: ts.SourceFile, module: string, owners: ReadonlyMap<string, string>): Violation[] {
  const found: Violation[] = [];
  const check = (node: ts.Node, text: string, exact: boolean) => {
    for (const [table, owner] of owners) {
      if (owner === module) continue;
      if ((exact && text === table) || mentions(text, table)) {
        found.push({ file: relative(src, file.fileName), line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, table, owner });
      }
    }
  };
  walk(file, (node) => {
    if (ts.isStringLiteralLike(node)) {
      const parent = node.parent;
      const tableArgument =
        ts.isCallExpression(parent) &&
        parent.arguments.includes(node as ts.Expression) &&
        ts.isPropertyAccessExpression(parent.expression) &&
        TABLE_ARGUMENT_METHODS.has(parent.expression.name.text);
      check(node, node.text, tableArgument);
    } else if (ts.isTemplateExpression(node)) {
      check(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '), false);
    }
  });
  return found;
}

/** Every module's tables, from its entities. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const module of readdirSync(modulesDir)) {
    for (const file of sourceFiles(join(modulesDir, module))) {
      for (const table of entityNames(parse(file))) {
        if (owners.has(table)) throw new Error(`${table} has two entities: in ${owners.get(table)} and ${module}`);
        owners.set(table, module);
      }
    }
  }
  return owners;
}

/** The tables the migrations create. */
function migratedTables(): string[] {
  const tables: string[] = [];
  for (const file of sourceFiles(migrationsDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)"?/gi)) tables.push(match[1]);
  }
  return tables;
}

describe('module tables', () => {
  const owners = tableOwners();

  it('gives every table the migrations create to exactly one module (through its entity)', () => {
    const tables = migratedTables();
    expect(tables.length).toBeGreaterThanOrEqual(11);
    expect(tables.filter((table) => !owners.has(table))).toEqual([]);
    expect(owners.get('users')).toBe('users');
    expect(owners.get('notifications')).toBe('notifications');
    expect(owners.get('campaign_reports')).toBe('campaigns');
  });

  it("finds no module's SQL naming another module's table, and none in shared code", () => {
    const violations: Violation[] = [];
    for (const module of readdirSync(modulesDir)) {
      for (const file of sourceFiles(join(modulesDir, module))) violations.push(...foreignTables(parse(file), module, owners));
    }
    for (const file of sourceFiles(join(src, 'common'))) violations.push(...foreignTables(parse(file), 'common', owners));
    expect(violations).toEqual([]);
  });

  it('catches raw SQL, a template and a query builder that name another module\'s table', () => {
    const code = `
      const a = manager.query('SELECT "email" FROM "users" WHERE "id" = $1', [id]);
      const b = manager.query(\`DELETE FROM notifications n WHERE n.x = \${value} AND EXISTS (SELECT 1 FROM public.blood_requests)\`);
      const c = dataSource.createQueryBuilder().select('c.id').from('campaigns', 'c');
      const d = manager.query('SELECT 1 FROM "sessions"');
      const e = 'users of the app'; // prose, not SQL
      const f = repository.createQueryBuilder('users');
    `;
    const found = foreignTables(parse(join(modulesDir, 'auth', 'fixture.ts'), code), 'auth', owners).map(({ line, table, owner }) => `${line}:${table}:${owner}`);
    expect(found).toEqual(['2:users:users', '3:notifications:notifications', '3:blood_requests:requests', '4:campaigns:campaigns']);
  });
});
