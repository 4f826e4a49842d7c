// What every container gets for `import ... from '@mui/material/styles'` (a webpack alias, see
// webpack-base.js): only the names the app uses, from the files that define them. The package exports
// `styles` as one barrel only, and a shared module is never tree-shaken, so sharing the barrel put all of
// it on the login page (CSS-variables provider, extendTheme, legacy helpers). Jest and TypeScript see the
// real package, so a test (shared/src/ui/theme/mui-styles-facade.test.ts) checks that every name the
// sources import is listed here; a name the files below do not export is a build error.
export { default as createTheme } from 'mui-material-internal/styles/createTheme.mjs';
export { default as ThemeProvider } from 'mui-material-internal/styles/ThemeProvider.mjs';
export { default as useTheme } from 'mui-material-internal/styles/useTheme.mjs';
