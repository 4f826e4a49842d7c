const config = require('../jest.front.js')(__dirname, 'host');

// Also the tests of the build's plugins and scripts (scripts/*.test.js, run in Node).
module.exports = {
  ...config,
  roots: [...config.roots, '<rootDir>/scripts'],
  testMatch: [...config.testMatch, '**/scripts/**/*.test.js'],
  // The shell knows the remotes' pages from their declarations: each test starts with them in.
  setupFilesAfterEnv: [
    ...config.setupFilesAfterEnv,
    '<rootDir>/src/testing/declared-pages-setup.ts',
  ],
};
