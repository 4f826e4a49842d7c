const config = require('../jest.front.js')(__dirname, 'shared');

// Also the tests of the build's loaders (build/*.test.js, run in Node).
module.exports = {
  ...config,
  roots: [...config.roots, '<rootDir>/build'],
  testMatch: [...config.testMatch, '**/build/**/*.test.js'],
};
