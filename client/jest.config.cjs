const { client } = require('../jest.swc.cjs');
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'client',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': client },
  transformIgnorePatterns: ['/node_modules/(?!(@apollo/client|rxjs|@wry|optimism|graphql)/)'],
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/style-stub.cjs' },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};
