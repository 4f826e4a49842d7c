import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ruleOffences, sourceFiles, WORKSPACE_ROOT as root } from './testing/source-guard';

// Issue 36: a value a person typed (a name, an address, a phone, an order code, a comment) is shown
// through `UserText` (ui/components/user-text.tsx), the one `<bdi>` of the screens, so "3 Rue de la
// Plage" keeps its order on an Arabic page and a blank value shows the same dash everywhere.

const USER_VALUE =
  '(?:fullname|name|\\w*[nN]ame|address|pickupAddress|phone\\d?|\\w*Phone\\d?|email|username|code|\\w*Code|recipient|business|company|description|response|comment|note|merchandise|title|reference)';

const RULES: Array<[string, RegExp]> = [
  [
    'a user value in a raw <bdi> (use UserText)',
    new RegExp(`<bdi>\\{[\\w.?]*\\b${USER_VALUE}\\}</bdi>`),
  ],
];

/** Where `text` (the screen at `file`) wraps a user value in a `<bdi>` of its own. */
export function userTextOffences(file: string, text: string): string[] {
  if (!file.endsWith('.tsx') || file.startsWith('shared/src/ui/components/user-text')) return [];
  return ruleOffences(file, text, RULES);
}

test('screens show user values through UserText, not a raw <bdi>', () => {
  const offences = sourceFiles().flatMap((file) =>
    userTextOffences(file, readFileSync(path.join(root, file), 'utf8')),
  );
  expect(offences).toEqual([]);
});

test('the guard catches a raw <bdi> around a user value, not around money', () => {
  const file = 'mfe-x/src/x.tsx';
  expect(userTextOffences(file, '<bdi>{order.code}</bdi>')).not.toEqual([]);
  expect(userTextOffences(file, '<bdi>{item.recipientPhone1}</bdi>')).not.toEqual([]);
  expect(userTextOffences(file, '<bdi>{client.fullname}</bdi>')).not.toEqual([]);
  expect(userTextOffences(file, '<bdi>{formatDinars(o.price, language)}</bdi>')).toEqual([]);
  expect(userTextOffences(file, '<UserText>{order.code}</UserText>')).toEqual([]);
});
