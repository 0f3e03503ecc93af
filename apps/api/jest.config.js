/** Unit tests: *.spec.ts beside the code. */
module.exports = { ...require('./jest.preset'), displayName: 'api', roots: ['<rootDir>/src'], testRegex: '\\.spec\\.ts$' };
