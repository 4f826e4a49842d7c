// Jest project preset of the front-end packages (shared, host, mfe-*):
//   module.exports = require('../jest.front.js')(__dirname, 'host');
const path = require('path');

const sharedDir = path.join(__dirname, 'shared');
const sharedSrc = path.join(sharedDir, 'src');

// Resolved from here so a package's config works wherever jest is started from.
const [swcJest, swcOptions] = require('./jest.swc.js');
const swcTransform = [require.resolve(swcJest), swcOptions];
const jsdomEnvironment = require.resolve('jest-environment-jsdom', { paths: [sharedDir] });

// Packages published as ES modules only (or with ESM-only subpaths such as echarts/lib and zrender/lib),
// which jest's CommonJS runtime cannot load untransformed. swc transforms them; everything else under node_modules
// is left alone for speed. Names as they appear in node_modules/.pnpm (scopes use `+`).
const ESM_PACKAGES = ['echarts', 'zrender', '@module-federation\\+[^/@]+'];

module.exports = function frontJestConfig(packageDir, displayName) {
  return {
    // Component tests type and render MUI for real; on a loaded 2-core CI machine 5 s was too tight.
    testTimeout: 20_000,
    displayName,
    rootDir: packageDir,
    roots: ['<rootDir>/src'],
    testEnvironment: jsdomEnvironment,
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': swcTransform,
      '^.+\\.mjs$': swcTransform,
    },
    // Ignore node_modules, except the ESM-only packages above (pnpm keeps them under .pnpm/<name>@<version>/).
    transformIgnorePatterns: [
      `^(?!.*/node_modules/\\.pnpm/(?:${ESM_PACKAGES.join('|')})@).*/node_modules/`,
    ],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
    moduleNameMapper: {
      // Tests run against the shared sources, exactly as the federation singleton is built from them.
      '^@wolvo/shared/(.*)$': path.join(sharedSrc, '$1'),
      '\\.(css|less|scss|sass)$': path.join(sharedSrc, 'testing', 'style-stub.js'),
      '\\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|woff2?|ttf|eot|mp4|webm|mp3|wav)$': path.join(
        sharedSrc,
        'testing',
        'file-stub.js',
      ),
    },
    // jsdom lacks TextEncoder, which react-router 7 needs at import time (every page test renders links).
    setupFiles: [path.join(sharedSrc, 'testing', 'polyfills.ts')],
    setupFilesAfterEnv: [path.join(sharedSrc, 'testing', 'setup-tests.ts')],
    clearMocks: true,
    restoreMocks: true,
  };
};
