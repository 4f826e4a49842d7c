const base = require('../jest.front.js')(__dirname, 'host');

module.exports = {
  ...base,
  // react-router 7 needs TextEncoder at import time; jsdom has none.
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/src/testing/polyfills.ts'],
};
