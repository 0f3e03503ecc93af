import { Logger } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { ConfigError, loadConfig, type AppConfig } from '../../config/config';
import { fromRoot } from '../../config/paths';
import { dataSourceOptions } from '../../database/data-source-options';
import { EMBEDDED_DATABASE_NAME, resolveDatabase, type ResolvedDatabase } from '../../database/database';
import { embeddedAppUrl, isEmbeddedRunning } from '../../database/embedded-postgres';
import { runMigrations } from '../../database/migrate';
import { UserEntity } from './user.entity';

const USAGE = 'Usage: npm run admin -- grant-moderator EMAIL | revoke-moderator EMAIL | list-moderators';

/** A refusal the operator should read, without a stack trace; exit code 1. */
class AdminError extends Error {}

/**
 * The database: DATABASE_URL; else the embedded Postgres of a running app (connected to, never
 * restarted under it); else the embedded one, started for the command and stopped after.
 */
async function database(config: AppConfig): Promise<ResolvedDatabase> {
  const { dir, port } = config.database.embedded;
  if (!config.database.url && isEmbeddedRunning(fromRoot(dir))) {
    return { url: embeddedAppUrl(fromRoot(dir), port, EMBEDDED_DATABASE_NAME), embedded: true, stop: async () => undefined };
  }
  return resolveDatabase(config, new Logger('Database'));
}

async function setRole(users: Repository<UserEntity>, email: string, moderator: boolean): Promise<string> {
  const address = email.trim().toLowerCase();
  const user = await users.findOne({ where: { email: address } });
  if (!user) throw new AdminError(`No account has the e-mail address ${address}`);
  const role = moderator ? 'MODERATOR' : null;
  if (user.role === role) return moderator ? `${address} is already a moderator` : `${address} is not a moderator`;
  await users.update({ id: user.id }, { role });
  return moderator ? `${address} is now a moderator` : `${address} is no longer a moderator`;
}

/**
 * `npm run admin -- grant-moderator EMAIL | revoke-moderator EMAIL | list-moderators`: the only
 * way to grant or revoke the moderator role (the API never does). A revoked role ends at once:
 * every moderation operation reads the role from the database. The app's sign-in cache may show
 * the moderation link for a few more seconds; the operations themselves are refused.
 */
async function main(): Promise<void> {
  const [command, email, ...rest] = process.argv.slice(2);
  const needsEmail = command === 'grant-moderator' || command === 'revoke-moderator';
  if (!(needsEmail || command === 'list-moderators') || (needsEmail && (!email || rest.length > 0)) || (!needsEmail && email)) {
    throw new ConfigError(USAGE);
  }
  const config = loadConfig();
  const db = await database(config);
  try {
    await runMigrations(config, db.url);
    const dataSource = new DataSource({ ...dataSourceOptions(config, db.url), poolSize: 1, entities: [UserEntity], migrations: [] });
    await dataSource.initialize();
    try {
      const users = dataSource.getRepository(UserEntity);
      if (command === 'list-moderators') {
        const moderators = await users.find({ where: { role: 'MODERATOR' }, order: { email: 'ASC' } });
        process.stdout.write(moderators.length ? moderators.map((user) => `${user.email}\t${user.userName}${user.bannedAt ? '\t(banned)' : ''}`).join('\n') + '\n' : 'No moderators\n');
        return;
      }
      process.stdout.write(`${await setRole(users, email, command === 'grant-moderator')}\n`);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof AdminError ? error.message : `Failed: ${(error as Error).message}`);
  process.exit(1);
});
