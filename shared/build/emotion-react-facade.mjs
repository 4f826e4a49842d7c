// What every container gets for `import ... from '@emotion/react'` (a webpack alias, see webpack-base.js):
// only the names MUI, @emotion/styled and the app use. The shared `@emotion/react` singleton is this file,
// and a shared module is never tree-shaken, so sharing the package itself put all of it on every first
// page, `withTheme` with hoist-non-react-statics and a second react-is (about 1 KB gzip). Jest and
// TypeScript see the real package, so a test (shared/src/ui/theme/emotion-react-facade.test.ts) checks
// that every name the sources and those libraries import is listed here.
export {
  CacheProvider,
  Global,
  ThemeContext,
  css,
  keyframes,
  withEmotionCache,
} from 'emotion-react-package';
