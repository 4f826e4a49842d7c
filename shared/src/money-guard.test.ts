import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ruleOffences, sourceFiles, WORKSPACE_ROOT as root } from './testing/source-guard';

// Issue 34: money had five formatters that disagreed. There is one now (contracts/money.ts, re-exported by
// ui/format/money.ts, and the chart axes' compact form built on it); this test fails when another appears.

/** The one formatter, and the chart axes' compact form that builds on its style. */
const HOMES = new Set([
  'shared/src/contracts/money.ts',
  'mfe-orders/src/components/charts/chart-format.ts',
]);

/**
 * Spreadsheet boundaries, where a cell is a double: the export divides millimes once (xlsx-export.ts says
 * why) and the import reads a typed number back to integer millimes, checked exact.
 */
const BOUNDARIES: Record<string, RegExp> = {
  'api/src/modules/spreadsheets/xlsx-export.ts': /millimes \/ 1000/,
  'api/src/modules/orders/order-import.ts': /dinars \* 1000/,
};

const MONEY =
  '(?:price|cost|amount|cod|millimes|total|owed|net|turnover|fee|refund|insurance|dinars?|basket)';

const RULES: Array<[string, RegExp]> = [
  ['an old formatter by name', /\b(?:formatMillimes|formatDt|millimesToText)\b/],
  ['millimes split by hand (% 1000 then padStart)', /%\s*1000\b[^;]{0,40}padStart\(\s*3/],
  ['three decimals by toFixed', /toFixed\(\s*3\s*\)/],
  [
    'money divided or multiplied by 1000',
    new RegExp(`\\b\\w*${MONEY}\\w*\\)?\\s*[/*]\\s*1000\\b`, 'i'),
  ],
  ['Intl currency formatting', /style:\s*['"]currency['"]|currencyDisplay|currency:\s*['"]TND/],
  [
    'a currency word glued to a number by hand',
    /\}\s*(?:dt|DT|د\.ت)\s*[`'"]|<\/bdi>\s*(?:dt|DT)\b/,
  ],
];

/** Where `text` (the file at `file`) formats money outside the one formatter. */
export function moneyOffences(file: string, text: string): string[] {
  if (HOMES.has(file)) return [];
  return ruleOffences(file, text, RULES, (line) => BOUNDARIES[file]?.test(line) ?? false);
}

test('money is formatted by the one formatter only', () => {
  const files = sourceFiles();
  expect(files.length).toBeGreaterThan(300);
  const offences = files.flatMap((file) =>
    moneyOffences(file, readFileSync(path.join(root, file), 'utf8')),
  );
  expect(offences).toEqual([]);
});

test('the guard catches the formatters it replaced', () => {
  const file = 'mfe-orders/src/x.ts';
  const old = [
    "const dinars = (m: number) => `${Math.floor(m / 1000)}.${String(m % 1000).padStart(3, '0')}`;",
    "  const fraction = String(millimes % 1000)\n    .padStart(3, '0')",
    'price: (order.price / 1000).toFixed(3),',
    'secondary={`${hit.businessName} · ${formatMillimes(hit.price)} dt`}',
    '<bdi>{format(order.price)}</bdi> dt',
    "new Intl.NumberFormat('ar-TN', { style: 'currency', currency: 'TND' })",
    'const dinars = Math.round(millimes / 1000);',
  ];
  for (const snippet of old) expect(moneyOffences(file, snippet)).not.toEqual([]);
  expect(moneyOffences(file, "paymentNumber: `PAY-${String(id).padStart(3, '0')}`")).toEqual([]);
  expect(moneyOffences(file, 'return exp === null || exp * 1000 > now;')).toEqual([]);
});
