// Stands in for imported images, fonts and media under jest.
module.exports = 'test-file-stub';
