// Stands in for imported stylesheets under jest: class names read back as their own keys.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
