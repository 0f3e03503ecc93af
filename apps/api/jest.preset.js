const { join } = require('node:path');

/** Shared by the unit and e2e configs. NestJS 12 ships ES modules only: compile node_modules too. */
module.exports = {
  testEnvironment: 'node',
  transformIgnorePatterns: [],
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
