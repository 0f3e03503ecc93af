// Writes apps/api/schema.gql (or the file given with `--out <file>`) from the compiled resolvers
// (code first), with no database or server. Every *.resolver.js under dist/ is picked up, so a new
// feature cannot be silently left out. Run it through `npx nx run api:schema`, which builds first.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const apiRoot = resolve(here, '..');
const require = createRequire(join(apiRoot, 'package.json'));

const outFlag = process.argv.indexOf('--out');
const out = outFlag > 0 ? resolve(process.argv[outFlag + 1] ?? '') : join(apiRoot, 'schema.gql');
if (!existsSync(join(apiRoot, 'dist'))) {
  console.error('[redhope] apps/api/dist is missing: run `npx nx run api:schema`, which builds the API first');
  process.exit(1);
}

require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } = require('@nestjs/graphql');
const { lexicographicSortSchema, printSchema } = require('graphql');

/**
 * @param {string} dir
 * @returns {string[]}
 */
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
// The same build options as the app's (src/common/graphql/graphql-options.ts).
const { cacheControlDirective } = require(join(apiRoot, 'dist/common/graphql/cache-control.js'));
const schema = await app.get(GraphQLSchemaFactory).create(resolvers, { directives: [cacheControlDirective] });
await app.close();

const header = '# Generated from the resolvers by `npm run codegen` (apps/api/scripts/print-schema.mjs). Do not edit.\n\n';
writeFileSync(out, `${header}${printSchema(lexicographicSortSchema(schema))}\n`);
console.log(`[redhope] wrote ${out} from ${resolvers.length} resolver(s)`);
