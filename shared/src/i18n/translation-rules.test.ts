import { fr as commonFr } from './locales/fr';
import { en as commonEn } from './locales/en';
import { ar as commonAr } from './locales/ar';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ruleOffences, sourceFiles, WORKSPACE_ROOT } from '../testing/source-guard';

// Issue 36: every translation table of the product, read as one. French typography puts a no-break space
// before `:` `;` `!` `?`: U+00A0, the word-wide one the money formatter puts before the currency (its
// narrow U+202F is for digit groups), which every font of the screens and the PDFs' Cairo draws. Counted
// texts go through i18next's plural rules: one/other in French and English, the six Arabic forms in Arabic.

type Table = Record<string, unknown>;
type Language = 'fr' | 'en' | 'ar';

// Other packages' tables, loaded at run time: shared's type project does not reach into them.
const tableOf = (file: string, name: string) =>
  (require(path.join(WORKSPACE_ROOT, file)) as Record<string, Record<Language, Table>>)[name]!;

const TABLES: Array<[string, Record<Language, Table>]> = [
  ['shared', { fr: commonFr, en: commonEn, ar: commonAr }],
  ['host', tableOf('host/src/i18n/shell-all-languages.ts', 'shellTranslations')],
  ...['orders', 'reclamation', 'finance', 'commercial', 'wheel', 'team'].map(
    (name) =>
      [name, tableOf(`mfe-${name}/src/i18n/translations.ts`, 'translations')] as [
        string,
        Record<Language, Table>,
      ],
  ),
];

/** Every text of a nested table by its dotted key. */
function flatten(table: Table, prefix = ''): Array<[string, string]> {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : value && typeof value === 'object'
        ? flatten(value as Table, `${prefix}${key}.`)
        : [],
  );
}

const textsOf = (language: Language) =>
  TABLES.flatMap(([name, tables]) =>
    flatten(tables[language]).map(([key, text]) => [`${name}:${key}`, text] as const),
  );

/** Where a French text lacks the no-break space before `:` `;` `!` `?` (URLs, times and `{{…}}` aside). */
export function frenchSpacingOffences(text: string): string[] {
  const bare = text
    .replace(/\{\{[^}]*\}\}/g, 'x')
    .replace(/https?:\/\/\S+/g, 'x')
    .replace(/\b\d{1,2}:\d{2}\b/g, 'x');
  return [...bare.matchAll(/(^|.)([:;!?])(?=\s|$)/gmu)]
    .filter(([, before]) => before !== '\u00a0')
    .map(([match]) => match);
}

test('French texts put a no-break space before : ; ! ?', () => {
  const texts = textsOf('fr');
  expect(texts.length).toBeGreaterThan(1000);
  const offences = texts
    .filter(([, text]) => frenchSpacingOffences(text).length > 0)
    .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
  expect(offences).toEqual([]);
});

test('the French spacing rule catches what it should', () => {
  expect(frenchSpacingOffences('Créé le: {{date}}')).not.toEqual([]);
  expect(frenchSpacingOffences('Rapports : 0')).not.toEqual([]);
  expect(frenchSpacingOffences('Colis introuvable!')).not.toEqual([]);
  expect(frenchSpacingOffences('Rapports\u00a0: 0')).toEqual([]);
  expect(frenchSpacingOffences('Ouvert de 08:30 à 17:00, voir https://wolvo.tn/a?b')).toEqual([]);
});

const FORMS: Record<Language, string[]> = {
  fr: ['one', 'other'],
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};
const PLURAL = /_(zero|one|two|few|many|other)$/;

test('a pluralised text has every plural form of each language', () => {
  const missing: string[] = [];
  for (const language of ['fr', 'en', 'ar'] as const) {
    const keys = new Set<string>(textsOf(language).map(([key]) => key));
    const bases = new Set(
      TABLES.flatMap(([name, tables]) =>
        (['fr', 'en', 'ar'] as const).flatMap((l) =>
          flatten(tables[l])
            .map(([key]) => `${name}:${key}`)
            .filter((key) => PLURAL.test(key))
            .map((key) => key.replace(PLURAL, '')),
        ),
      ),
    );
    for (const base of bases)
      for (const form of FORMS[language])
        if (!keys.has(`${base}_${form}`)) missing.push(`${language} ${base}_${form}`);
  }
  expect(missing).toEqual([]);
});

/**
 * A count beside a word that changes with it: `{{count}} lignes`, `les {{count}} colis`. Counts shown as
 * a figure only (`({{count}})`, `{{count}}/5`, `sur {{count}}`) need no plural.
 */
const COUNTED_WORD = /\{\{count\}\}\s+\p{L}|\p{L}\s+\{\{count\}\}\s+\p{L}/u;

test('a text that counts something uses the plural rules', () => {
  // Every counted text went through the plural rules (issue 36); no allow-list is left.
  const offences: string[] = [];
  for (const language of ['fr', 'en', 'ar'] as const)
    for (const [key, text] of textsOf(language))
      if (!PLURAL.test(key) && COUNTED_WORD.test(text))
        offences.push(`${language} ${key}: ${JSON.stringify(text)}`);
  expect(offences).toEqual([]);
});

/** A plural written by hand: "colis(s)", "livrée(s)", "flag(s)", Arabic "إشعار(ات)". */
const HAND_PLURAL = /\p{L}\((?:s|es|x|ات)\)/u;

test('no text writes a plural by hand with "(s)"', () => {
  const offences = (['fr', 'en', 'ar'] as const).flatMap((language) =>
    textsOf(language)
      .filter(([, text]) => HAND_PLURAL.test(text))
      .map(([key, text]) => `${language} ${key}: ${JSON.stringify(text)}`),
  );
  expect(offences).toEqual([]);
  expect(HAND_PLURAL.test('{{count}} signalement(s)')).toBe(true);
  expect(HAND_PLURAL.test('{{count}} إشعار(ات)')).toBe(true);
  expect(HAND_PLURAL.test('Tous les colis ({{count}})')).toBe(false);
});

/** A gender written by hand: "modifié(e)", "inscrit(e)s", "livreur(se)"; say it without a gender instead. */
const HAND_GENDER = /\p{L}\((?:e|es|ne|le|se|euse|rice|ère)\)/u;

test('no French text writes a gender by hand with "(e)"', () => {
  const offences = textsOf('fr')
    .filter(([, text]) => HAND_GENDER.test(text))
    .map(([key, text]) => `fr ${key}: ${JSON.stringify(text)}`);
  expect(offences).toEqual([]);
  expect(HAND_GENDER.test('{{name}} a été modifié(e).')).toBe(true);
  expect(HAND_GENDER.test('Les livreur(se)s actifs')).toBe(true);
  expect(HAND_GENDER.test('Le compte de {{name}} est modifié.')).toBe(false);
  expect(HAND_GENDER.test('Frais (e-dinar)')).toBe(false);
});

test('a screen puts a label before its value through label-colon, not a colon of its own', () => {
  // `{t('x')}: value` would write "Créé le: …" in French; `label-colon` spaces the colon per language.
  const glued = /\bt\(\s*['`][^'`]+['`]\s*\)\}:|\$\{t\(\s*['`][^'`]+['`]\s*\)\}:/;
  const offences = sourceFiles()
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) =>
      ruleOffences(file, readFileSync(path.join(WORKSPACE_ROOT, file), 'utf8'), [
        ['a colon glued after a translated label', glued],
      ]),
    );
  expect(offences).toEqual([]);
  expect(ruleOffences('x.tsx', "{t('order-detail.created')}: {date}", [['', glued]])).not.toEqual(
    [],
  );
});

test('a converted count reads right in each language (i18next picks the form)', async () => {
  const { createInstance } = await import('i18next');
  const [, team] = TABLES.find(([name]) => name === 'team')!;
  const i18n = createInstance();
  await i18n.init({
    lng: 'ar',
    resources: { fr: { team: team.fr }, en: { team: team.en }, ar: { team: team.ar } },
    defaultNS: 'team',
    interpolation: { escapeValue: false },
  });
  const members = (language: Language, count: number) =>
    i18n.getFixedT(language)('members.headcount.members', { count });
  expect([0, 1, 2, 3, 11, 100].map((n) => members('ar', n))).toEqual([
    'لا أعضاء',
    'عضو واحد',
    'عضوان',
    '3 أعضاء',
    '11 عضوًا',
    '100 عضو',
  ]);
  expect([0, 1, 2].map((n) => members('fr', n))).toEqual(['0 membre', '1 membre', '2 membres']);
  expect([1, 2].map((n) => members('en', n))).toEqual(['1 member', '2 members']);
});
