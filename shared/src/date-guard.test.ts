import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ruleOffences, sourceFiles, WORKSPACE_ROOT as root } from './testing/source-guard';

// Issue 36: dates came out in five styles ("28 nov. 2026", "30.08.26" in a list, "28/11/2026"). There is
// one helper now (ui/format/format-date.ts: the spec's MMMM dd yyyy [HH:mm], dd.MM.yy and yyyy-MM-dd);
// this test fails when a date is formatted anywhere else.

/**
 * The one helper; the weekday names and days beside it (format-day.ts); the Intl cache both build on; the
 * chart axes' short day ticks, which no list shows.
 */
const HOMES = new Set([
  'shared/src/ui/format/format-date.ts',
  'shared/src/ui/format/format-day.ts',
  'shared/src/ui/format/intl-cache.ts',
  'mfe-orders/src/components/charts/chart-format.ts',
]);

const RULES: Array<[string, RegExp]> = [
  ['toLocaleDateString / toLocaleTimeString', /\.toLocale(?:Date|Time)String\(/],
  ['a Date written by toLocaleString', /(?:new Date\([^)]*\)|\bdate|\bat|\bd)\.toLocaleString\(/i],
  ['an Intl date format built by hand', /new Intl\.DateTimeFormat\b|\bdateTimeFormatOf\(/],
  ['an Intl date style', /\b(?:dateStyle|timeStyle):/],
  [
    'a date library formatting',
    /from ['"]date-fns(?:\/format|\/formatDate|\/lightFormat)?['"]|from ['"](?:dayjs|moment|luxon)['"]/,
  ],
  [
    'day, month and year glued by hand',
    /get(?:UTC)?Date\(\)[^;\n]{0,80}get(?:UTC)?Month\(\)|padStart\(2[^;\n]{0,40}[/.]\$\{[^}]*getMonth/,
  ],
];

/** Where `text` (the file at `file`) formats a date outside the one helper. */
export function dateOffences(file: string, text: string): string[] {
  return HOMES.has(file) ? [] : ruleOffences(file, text, RULES);
}

test('dates are formatted by the one helper only', () => {
  const files = sourceFiles();
  expect(files.length).toBeGreaterThan(300);
  const offences = files.flatMap((file) =>
    dateOffences(file, readFileSync(path.join(root, file), 'utf8')),
  );
  expect(offences).toEqual([]);
});

test('the guard catches the date styles it replaced', () => {
  const file = 'host/src/x.tsx';
  const old = [
    "dateTimeFormatOf(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(d)",
    'new Date(info.createdAt).toLocaleDateString(localeOf(i18n.language))',
    "const time = new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit' });",
    "import { format } from 'date-fns';",
    "import { format } from 'date-fns/format';",
    "import dayjs from 'dayjs';",
    '`${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}`',
  ];
  for (const snippet of old) expect(dateOffences(file, snippet)).not.toEqual([]);
  expect(dateOffences(file, "MAX_ROWS.toLocaleString('en')")).toEqual([]);
  expect(dateOffences(file, "import { addDays } from 'date-fns/addDays';")).toEqual([]);
  expect(dateOffences(file, 'formatDisplayDate(order.createdAt, language, true)')).toEqual([]);
});

// Issue 36: the browser's own date input wrote mm/dd/yyyy on a French page and knew nothing of the page's
// direction. A day is picked with the shared DayPicker (ui/date-range), typed dd.MM.yy, its calendar in the
// page's language; this test fails when a browser date input comes back.
const NATIVE_DATE_INPUT: Array<[string, RegExp]> = [
  [
    'a browser date input (use DayPicker)',
    /\btype=\{?["'`](?:date|datetime-local)["'`]|\btype:\s*["'`](?:date|datetime-local)["'`]/,
  ],
];

test('a day is picked with the shared DayPicker, not the browser’s date input', () => {
  const offences = sourceFiles()
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) =>
      ruleOffences(file, readFileSync(path.join(root, file), 'utf8'), NATIVE_DATE_INPUT),
    );
  expect(offences).toEqual([]);
  for (const snippet of ['<TextField type="date" />', "<input type='date' />", "{ type: 'date' }"])
    expect(ruleOffences('x.tsx', snippet, NATIVE_DATE_INPUT)).not.toEqual([]);
  expect(ruleOffences('x.tsx', '<TextField type="time" />', NATIVE_DATE_INPUT)).toEqual([]);
});
