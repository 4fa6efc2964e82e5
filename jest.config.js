// `npm test` runs every project: server unit + service tests, client component tests,
// cross-cutting integration tests (GraphQL + REST on a real PostgreSQL) and browser e2e tests.
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/server/jest.config.js',
    '<rootDir>/client/jest.config.cjs',
    '<rootDir>/tests/jest.integration.config.js',
    '<rootDir>/tests/jest.e2e.config.js',
  ],
  // One PostgreSQL for the whole run; a migrated template database cloned per test file.
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  // After jest's summary: the tests not run for want of the outside corpus or a system tool, by
  // name and reason (server/src/__tests__/not-run.ts registers them).
  reporters: ['default', '<rootDir>/tests/support/not-run-reporter.cjs'],
  // testTimeout is a global option (jest ignores it inside a project config). Browser tests that
  // need longer set jest.setTimeout in their file.
  testTimeout: 60000,
  // On 2 cores jest has one worker and would run every file in its own process, in band: memory
  // that files leave behind (pools, timers, module copies) then piles up until the heap runs out
  // (seen at 2,300 s of a full run). With a limit, the files run in a worker that is replaced
  // once it holds more than this after a file.
  workerIdleMemoryLimit: '1GB',
};
