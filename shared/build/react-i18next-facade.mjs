// What every container gets for `import ... from 'react-i18next'` (a webpack alias, see webpack-base.js):
// only the hooks and components the app uses. The shared `react-i18next` singleton is this file, and a
// shared module is never tree-shaken, so sharing the package itself put all of it (SSR helpers, HOCs,
// Trans: about 6 KB gzip) on the login page. Jest and TypeScript see the real package, so a test
// (shared/src/i18n/react-i18next-facade.test.ts) checks that every name the sources import is listed here.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-package';
