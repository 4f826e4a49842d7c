module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': require('../jest.swc.js') },
  moduleNameMapper: {
    '^@wolvo/shared/i18n/locales/(.*)$': '<rootDir>/../shared/src/i18n/locales/$1.ts',
    '^@wolvo/shared/(.*)$': '<rootDir>/../shared/src/$1/index.ts',
  },
  // A few dependencies ship ESM only (Node 20.19+ can require them; jest cannot): let swc compile them.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/\\.pnpm/(cookie|content-disposition)@).*/node_modules/',
  ],
  // Seeding and scrypt take a few seconds per database. `testTimeout` only counts when jest runs this
  // config itself; from the workspace root (a multi-project run) the setup file applies the same limit.
  testTimeout: 60_000,
  setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts'],
  // The seeded databases' templates of one run (test/database-templates.ts). Jest also runs a project's
  // globalSetup and globalTeardown in the workspace-root run, once, when it runs a test of the project.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
