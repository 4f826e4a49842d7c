const base = require('../jest.front.js')(__dirname, 'mfe-orders');

module.exports = {
  ...base,
  // react-router 7 needs TextEncoder at import time; jsdom has none (page tests render router links).
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/src/testing/polyfills.ts'],
};
