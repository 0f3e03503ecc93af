// Writes apps/api/schema.gql from the compiled resolvers (code first), with no database or server.
// Every *.resolver.js under dist/ is picked up, so a new feature cannot be silently left out.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const apiRoot = resolve(here, '..');
const require = createRequire(join(apiRoot, 'package.json'));

const ensured = spawnSync('node', [resolve(apiRoot, '../../.scripts/ensure.mjs'), 'build', 'domain', 'api'], { stdio: 'inherit' });
if (ensured.status !== 0) process.exit(ensured.status ?? 1);

require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } = require('@nestjs/graphql');
const { lexicographicSortSchema, printSchema } = require('graphql');

function resolverFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return resolverFiles(path);
    return entry.endsWith('.resolver.js') ? [path] : [];
  });
}

const resolvers = resolverFiles(join(apiRoot, 'dist'))
  .sort()
  .flatMap((file) => Object.values(require(file)).filter((value) => typeof value === 'function'));

const app = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: ['error'] });
await app.init();
const schema = await app.get(GraphQLSchemaFactory).create(resolvers);
await app.close();

const header = '# Generated from the resolvers by `npm run codegen` (apps/api/scripts/print-schema.mjs). Do not edit.\n\n';
writeFileSync(join(apiRoot, 'schema.gql'), `${header}${printSchema(lexicographicSortSchema(schema))}\n`);
console.log(`[redhope] wrote apps/api/schema.gql from ${resolvers.length} resolver(s)`);
