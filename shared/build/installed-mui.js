// For the loaders' tests: each installed @mui/material the containers build with (one folder per version).
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const containers = fs
  .readdirSync(root)
  .filter((name) => fs.existsSync(path.join(root, name, 'webpack.config.js')));

const muiDirs = [
  ...new Set(
    containers.map((name) =>
      fs.realpathSync(
        path.dirname(
          require.resolve('@mui/material/package.json', { paths: [path.join(root, name)] }),
        ),
      ),
    ),
  ),
];

module.exports = { root, containers, muiDirs };
