module.exports = require('../jest.front.js')(__dirname, 'host');
