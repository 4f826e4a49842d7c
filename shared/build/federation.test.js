/**
 * @jest-environment node
 */
// `packageImports` (federation.js) lists what source files import at run time: the shared modules a
// public page may ask the host for (host/webpack.config.js) and the entries of @wolvo/shared the host
// provides (`hostSharedEntries`). A form of import it misses leaves a module out of those lists; one it
// invents (a string that looks like an import) puts a key in. These are the forms that matter.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { packageImports } = require('./federation');

let root;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'wolvo-package-imports-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write(
    'shared/package.json',
    JSON.stringify({ exports: { './entry': { source: './src/entry.ts' } } }),
  );
  write('shared/src/entry.ts', "export { fromEntry } from 'from-shared-entry';\n");
  write(
    'app/page.tsx',
    `import React from 'react';
import { useState, type FC } from 'react-dom';
import type { Theme } from 'type-only';
import { type Inline } from 'inline-type-only';
import { UsedAsType } from 'used-only-as-type';
import 'side-effect';
import dq from "double-quoted";
import {
  first,
  second,
} from 'multi-line';
import { local } from './local';
import { entry } from '@wolvo/shared/entry';
export { reexported } from 'reexported';
export * from 'star-reexported';
export type { Reexported } from 'type-reexport';
// import { nope } from 'in-a-comment';
/* export { nope } from 'in-a-block-comment'; */
export const labels = { source: 'from', separator: ': ' };
const text = "import { nope } from 'in-a-string'";
const template = \`import('in-a-template')\`;
const lazy = () => import('dynamic');
const hinted = () => import(/* webpackChunkName: "hinted" */ 'dynamic-with-comment');
let typed: UsedAsType | Theme | Inline | undefined;
export const Page: FC = () => (
  <p title={text + template}>
    import x from 'jsx-text' {React.version} {String(useState)} {dq} {first} {second} {local} {entry}
    {String(lazy)} {String(hinted)} {String(typed)}
  </p>
);
`,
  );
  write('app/local.ts', "export { local } from 'from-local';\n");
  write('app/variable.ts', 'export const load = (name: string) => import(name);\n');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('lists the packages of static, dynamic and re-export imports, following local files and shared entries', () => {
  expect([...packageImports(['app/page.tsx'], root)].sort()).toEqual(
    [
      'react',
      'react-dom',
      'react/jsx-runtime', // what the build's JSX transform imports
      'side-effect',
      'double-quoted',
      'multi-line',
      'from-local',
      '@wolvo/shared/entry',
      'from-shared-entry',
      'reexported',
      'star-reexported',
      'dynamic',
      'dynamic-with-comment',
    ].sort(),
  );
});

test('fails on an import() whose module it cannot know', () => {
  expect(() => packageImports(['app/variable.ts'], root)).toThrow(
    /variable\.ts imports import\(name\)/,
  );
});
