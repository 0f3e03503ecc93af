import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents for the web client, from the committed server schema (no running
 * server needed). Operations live next to their feature as `*.graphql.ts` files written with
 * `graphql()` imported from `src/gql`; the output folder is generated, never edited.
 * The generated-files check (.scripts/check-generated.mjs) points CODEGEN_SCHEMA and CODEGEN_OUT
 * at a scratch folder, so checking never rewrites files that other tasks may be reading.
 */
const config: CodegenConfig = {
  schema: process.env.CODEGEN_SCHEMA ?? 'apps/api/schema.gql',
  documents: ['apps/web/src/**/*.graphql.ts'],
  ignoreNoDocuments: true,
  generates: {
    [process.env.CODEGEN_OUT ?? 'apps/web/src/gql/']: {
      preset: 'client',
      config: {
        useTypeImports: true,
        // Apollo adds __typename to every selection and its cache needs it: the types say so, and
        // test answers that leave it out fail to compile.
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
      presetConfig: {
        fragmentMasking: false,
      },
    },
  },
};

export default config;
