// Webpack loader for two files of @mui/material: `styles/createTheme.mjs` and `styles/ThemeProvider.mjs`.
// Wolvo's theme does not use CSS variables (no `cssVariables`, no `colorSchemes`: light and dark are two
// themes made by `createWolvoTheme`), yet both files import the CSS-variables code for the branch they never
// take, and every MUI component imports createTheme through `styles/defaultTheme`. This loader replaces those
// two imports with stubs that throw, which leaves createThemeWithVars, the CSS-variables provider and their
// helpers out of every container (about 7 KB gzip on the login page). If an upgrade renames the imports,
// the build fails here instead of silently bringing them back.
const STUBS = {
  'createTheme.mjs': {
    line: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    stub: 'const createThemeWithVars = () => { throw new Error("Wolvo: MUI themes with CSS variables are not built in (shared/build/mui-no-css-vars-loader.js)"); };',
  },
  'ThemeProvider.mjs': {
    line: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    stub: 'const CssVarsProvider = () => { throw new Error("Wolvo: MUI themes with CSS variables are not built in (shared/build/mui-no-css-vars-loader.js)"); };',
  },
};

module.exports = function muiNoCssVarsLoader(source) {
  const name = this.resourcePath.split(/[\\/]/).pop();
  const entry = STUBS[name];
  if (!entry) return source;
  if (!source.includes(entry.line)) {
    throw new Error(
      `mui-no-css-vars-loader: ${this.resourcePath} no longer has the line ${entry.line}`,
    );
  }
  return source.replace(entry.line, entry.stub);
};
