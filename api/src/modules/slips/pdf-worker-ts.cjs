// The PDF worker's entry when the API runs from its TypeScript sources (jest; see pdf-pool.ts): each .ts
// file is compiled with swc as it loads, as jest's transform does. Not built: dist has pdf-worker.js.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

// The task itself, so that piscina finds it whether it requires or imports this file.
module.exports = require('./pdf-worker.ts').default;
