import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config';
import { fromRoot } from '../config/paths';
import { EMBEDDED_DATABASE_NAME } from './database';
import { dataSourceOptions } from './data-source-options';
import { embeddedAppUrl } from './embedded-postgres';

/**
 * For the TypeORM CLI (`npm run db:migration:generate -- src/database/migrations/Name`), run on
 * the compiled output. Without DATABASE_URL it talks to the embedded server, which must be
 * running (`npm start` in another terminal).
 */
const config = loadConfig();
const url =
  config.database.url ??
  embeddedAppUrl(fromRoot(config.database.embedded.dir), config.database.embedded.port, EMBEDDED_DATABASE_NAME);

export default new DataSource({ ...dataSourceOptions(config, url), entities: [`${__dirname}/../**/*.entity.js`] });
