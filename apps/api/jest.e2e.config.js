/** End-to-end suites against a real Postgres (embedded unless DATABASE_URL is set). */
module.exports = {
  ...require('./jest.preset'),
  displayName: 'api-e2e',
  roots: ['<rootDir>/test'],
  testRegex: '\\.e2e-spec\\.ts$',
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 1,
};
