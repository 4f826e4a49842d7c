/**
 * No raw i18n key reaches a person: every message the API can send goes through the browser's error
 * texts (`errorTextOf`, then `translateErrorText`) in fr, en and ar. The messages are collected from
 * the code, not listed by hand, so a new one is covered the day it is written: every `*_MESSAGES` table
 * of the contracts, the generic codes, and every key-shaped string of the API's source (thrown keys,
 * `fail('field', 'key')`, "`${id}: key`" lists...) except its SQL references and file names.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import * as contracts from '@wolvo/shared/contracts';
import { ERROR_CODES } from '@wolvo/shared/contracts';
import { initI18n } from '@wolvo/shared/i18n';
import { makeAxiosError } from '../testing/axios-error';
import { errorTextOf } from './error-text';
import { translateErrorText } from './toast';

const API_SRC = resolve(__dirname, '../../../api/src');
const KEY = /^[a-z][a-z0-9-]*(\.[a-z0-9][a-zA-Z0-9-]*)+$/;
const FILE_NAME = /\.(json|c?js|ts|sqlite|pgdump|xml|html|png|pdf|xlsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sourceFiles(path); // demo data
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Key-shaped strings of the API's source ("field: key" and "`${id}: key`" give their key). */
function apiKeys(): { keys: Set<string>; sqlNames: Set<string> } {
  const keys = new Set<string>();
  // Tables and their aliases ('orders as o'): 'o.id' is a column, not a message.
  // A trigger's rows ('new.id', 'old.order_id') are columns too.
  const sqlNames = new Set<string>(['new', 'old']);
  const schema = readFileSync(join(API_SRC, 'db/schema.ts'), 'utf8');
  for (const [, table] of schema.matchAll(/^\s+(\w+): \w+Table;/gm)) sqlNames.add(table!);
  for (const file of sourceFiles(API_SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (
        ts.isStringLiteralLike(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        const alias = /^(\w+) as (\w+)$/.exec(node.text);
        if (alias) sqlNames.add(alias[1]!).add(alias[2]!);
        const text = node.text.replace(/^(?:[A-Za-z][\w.]*)?: /, '');
        if (KEY.test(text) && !FILE_NAME.test(text)) keys.add(text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  // Webhook event types ('order.created') are names a merchant's shop receives, never shown as text.
  const eventTypes = new Set<string>(contracts.WEBHOOK_EVENT_TYPES);
  return {
    keys: new Set([...keys].filter((k) => !sqlNames.has(k.split('.')[0]!) && !eventTypes.has(k))),
    sqlNames,
  };
}

/** Every `*_MESSAGES` table of the contracts, and the generic codes. */
function contractKeys(): string[] {
  const tables = Object.entries(contracts).filter(([name]) => name.endsWith('_MESSAGES'));
  return [
    ...ERROR_CODES,
    ...tables.flatMap(([, table]) => Object.values(table as Record<string, string>)),
  ];
}

const shown = (message: string) =>
  translateErrorText(
    errorTextOf(
      makeAxiosError({ status: 400, data: { statusCode: 400, message: [message], error: 'x' } }),
    ),
  );

describe('every API error text is translated', () => {
  const { keys, sqlNames } = apiKeys();
  const all = [...new Set([...contractKeys(), ...keys])].sort();

  it('finds the messages in the code (the collection itself works)', () => {
    expect(sqlNames).toEqual(expect.objectContaining({ has: expect.any(Function) }));
    expect(sqlNames.has('o')).toBe(true);
    // A thrown key, a "`${id}: key`" list and a contracts table each reach the list.
    expect(all).toEqual(
      expect.arrayContaining([
        'auth.invalid-credentials',
        'bill.order-in-bill',
        'partner.order-not-due',
        'roulette.id.not-found',
        'SERVER_ERROR',
      ]),
    );
    expect(all).not.toContain('o.id');
    expect(all.length).toBeGreaterThan(100);
  });

  it.each(['fr', 'en', 'ar'])('in %s, no key is shown as it is', async (language) => {
    await initI18n(language);
    const raw = all.filter((key) => {
      // A field path ('recipient.phone1') names a field: its label must exist instead.
      const asField = shown(`${key}: field.required`);
      const asMessage = [shown(key), shown(`42: ${key}`), shown(`fullname: ${key}`)];
      return asMessage.some((text) => text.includes(key)) && asField.includes(key);
    });
    expect(raw).toEqual([]);
  });
});
