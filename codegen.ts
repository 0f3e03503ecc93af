import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents for the web client, from the committed server schema (no running
 * server needed). Operations live next to their feature as `*.graphql.ts` files written with
 * `graphql()` imported from `src/gql`; the output folder is generated, never edited.
 */
const config: CodegenConfig = {
  schema: 'apps/api/schema.gql',
  documents: ['apps/web/src/**/*.graphql.ts'],
  ignoreNoDocuments: true,
  generates: {
    'apps/web/src/gql/': {
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
