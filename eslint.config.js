// One ESLint flat config for the whole workspace.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');
const importX = require('eslint-plugin-import-x');

const REMOTES = [
  'mfe-orders',
  'mfe-reclamation',
  'mfe-finance',
  'mfe-commercial',
  'mfe-wheel',
  'mfe-team',
];

// Under Module Federation a shared module is never tree-shaken: one import of a package root ships all of it
// (the whole of @mui/material is ~175 KB gzip) to every page. Import by path.
const MUI_ROOTS = ['@mui/material', '@mui/icons-material', '@mui/system'].map((name) => ({
  name,
  message: `Import ${name} by path (e.g. '${name}/Button'): a shared package root is never tree-shaken.`,
  allowTypeImports: true,
}));
// One router context for every container: the one copy of react-router lives in @wolvo/shared/router.
const ROUTER = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Import routing from @wolvo/shared/router (one router for the host and every remote).',
  allowTypeImports: true,
}));

const SHARED_CLIENT =
  'A remote calls the API through @wolvo/shared/http (or @wolvo/shared/http/fetch), never fetch or axios itself.';

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      '.cache/**',
      'e2e/artifacts/**',
      // tsc -b's declarations and build info (see tsconfig.base.json).
      '**/.tsbuild/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.configs.recommended.rules,
      // The login form focuses its first field, as sign-in pages conventionally do.
      'jsx-a11y/no-autofocus': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [...MUI_ROOTS, ...ROUTER] }],
    },
  },
  // Tests render with MemoryRouter; the router entry itself is the one place that imports react-router.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'shared/src/router/**', 'shared/src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: MUI_ROOTS }] },
  },
  // Rooms stay apart: a remote never imports another remote, and shared never imports any app.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REMOTES.filter((r) => r !== remote).flatMap((r) => [
                `@wolvo/${r}`,
                `@wolvo/${r}/*`,
                `**/${r}/**`,
              ]),
              message: 'A remote never imports another remote; use the event bus in @wolvo/shared.',
            },
            {
              group: ['@wolvo/host', '@wolvo/host/*', '**/host/src/**', '**/shared/src/**'],
              message: 'Import shared code only as @wolvo/shared (one bus, one theme).',
            },
          ],
        },
      ],
    },
  })),
  // A remote calls the API only through the shared clients (@wolvo/shared/http's axios instance, or
  // @wolvo/shared/http/fetch on the public pages): no fetch of its own, no axios import (its error
  // helpers are isHttpError and isCancelledRequest). Tests may build axios errors.
  {
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: SHARED_CLIENT }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self', 'global'].map((object) => ({
          object,
          property: 'fetch',
          message: SHARED_CLIENT,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          "ImportDeclaration[importKind!='type'][source.value=/^axios/]",
          'ImportExpression[source.value=/^axios/]',
          "CallExpression[callee.name='require'][arguments.0.value=/^axios/]",
        ].map((selector) => ({ selector, message: SHARED_CLIENT })),
      ],
    },
  },
  // No import circle in the API or shared (app ↔ route plugins was one: AppContext lives in context.ts).
  {
    files: ['api/src/**/*.ts', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse the followed files as TypeScript, resolve relative imports to .ts and .tsx.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Layers of the API: routes speak HTTP and call modules; modules never reach into the plugins.
  {
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/*', '**/db'],
              message: 'Routes call services; SQL and the database live in modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/*', '**/plugins'],
              message:
                'Modules never import the Fastify plugins (auth types live in modules/auth/access).',
            },
          ],
        },
      ],
    },
  },
  // SQL lives in repositories (issue 37): in the modules and plugins only a `*.repository.ts` file starts a
  // query; services hold the rules and the transactions, and pass the transaction to the repository.
  {
    files: ['api/src/modules/**/*.ts', 'api/src/plugins/**/*.ts'],
    ignores: [
      'api/src/**/*.repository.ts',
      // The base query of the orders (tenant scope and soft deletion) that repositories build on: it starts
      // the one `orders` select whose deleted-order condition is written nowhere else.
      'api/src/modules/orders/live-orders.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message:
            'Queries live in a *.repository.ts file; call it with the transaction from the service.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@wolvo/host*', '@wolvo/mfe-*', '@wolvo/api*'],
              message: 'shared depends on no app.',
            },
          ],
        },
      ],
    },
  },
);
