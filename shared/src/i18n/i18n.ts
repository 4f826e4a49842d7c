import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@wolvo/shared/contracts/core';
import { publishEvent } from '@wolvo/shared/publish';

/** The namespace of the texts every package shares. */
export const COMMON_NAMESPACE = 'common';

/** Text direction of a language. */
export type TextDirection = 'ltr' | 'rtl';

/** Translations of one namespace in the three interface languages. */
export type NamespaceTranslations = Record<Language, Record<string, unknown>>;

/**
 * The plural forms Arabic has beyond French's and English's one and other (i18next picks them with
 * Intl.PluralRules): a table typed after the French one adds these for its counted keys.
 * @example const ar: ImportTexts & ArabicPluralForms<'confirm'> = { ...,  confirm_two: 'استيراد طلبيتين' };
 */
export type ArabicPluralForms<Key extends string> = Record<
  `${Key}_${'zero' | 'two' | 'few' | 'many'}`,
  string
>;

/** Loads the texts of one namespace in one language (a dynamic import, so each language is its own chunk). */
export type TranslationLoader = (language: Language) => Promise<Record<string, unknown>>;

/** Work that must finish before the interface shows a language (its texts, the RTL style plugin...). */
export type LanguagePreparer = (language: Language) => Promise<void>;

/**
 * The one i18next instance of the shell. `@wolvo/shared` is a federation singleton, so host and remotes
 * translate with it; remotes add their namespace with `addTranslations`.
 */
export const i18n: I18n = i18next.createInstance();

// Initialised synchronously at import, without texts: each language's texts load on demand (a first page
// downloads only its own language). `initI18n` and `setLanguage` load them before switching, so a screen
// never shows raw keys; tests preload every language (testing/setup-tests.ts).
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  // A remote's `t('status.DELIVERED')` in its own namespace still finds the shared text.
  fallbackNS: COMMON_NAMESPACE,
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
  // A text asked for before its namespace loaded (one `initI18n` left for later, such as `common` on the
  // login and public pages, which show it only after an error) loads that namespace; `bindI18nStore`
  // then renders the components that asked again, with the text.
  saveMissing: true,
  missingKeyHandler: () => {
    if (requested) void prepareLanguage(requested).catch((error: unknown) => console.error(error));
  },
  react: { bindI18nStore: 'added' },
});

/** Type guard for the three interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `rtl` for Arabic, `ltr` otherwise. */
export function dirOf(language: string): TextDirection {
  return language.split('-')[0] === 'ar' ? 'rtl' : 'ltr';
}

/** The current language, narrowed to the supported ones (fr when unknown). */
export function currentLanguage(): Language {
  const lang = (i18n.resolvedLanguage ?? i18n.language ?? '').split('-')[0];
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

const loaders = new Map<string, TranslationLoader>();
/** Loaders that fill part of another namespace (`addTranslationLoader`'s `into`): loader name -> namespace. */
const targets = new Map<string, string>();
const preparers = new Set<LanguagePreparer>();
const pending = new Map<string, Promise<void>>();
/** The language being shown or switched to; null before `initI18n` (registering then loads nothing). */
let requested: Language | null = null;
/** The namespaces `initI18n` left for later (`InitI18nOptions.later`). */
let leftForLater: readonly string[] = [];

/**
 * Runs one loader in one language once (later calls share the first load). A loader named after its
 * namespace loads nothing when that namespace is already there (static texts of tests); one that fills
 * part of another namespace counts only its own load.
 */
function loadNamespace(name: string, language: Language): Promise<void> {
  const key = `${language}/${name}`;
  const loader = loaders.get(name);
  const namespace = targets.get(name) ?? name;
  const started = pending.get(key);
  if (started) return started;
  if (!loader || (namespace === name && i18n.hasResourceBundle(language, namespace)))
    return Promise.resolve();
  const load = loader(language).then(
    (texts) => {
      i18n.addResourceBundle(language, namespace, texts, true, true);
    },
    (error: unknown) => {
      pending.delete(key); // a later switch tries again (a chunk that failed offline)
      throw error;
    },
  );
  pending.set(key, load);
  return load;
}

/**
 * Everything a language needs before it is shown: the texts of every namespace (but `skip`) and the
 * preparers.
 */
async function prepareLanguage(language: Language, skip: readonly string[] = []): Promise<void> {
  await Promise.all([
    ...[...loaders.keys()]
      .filter((namespace) => !skip.includes(namespace))
      .map((namespace) => loadNamespace(namespace, language)),
    ...[...preparers].map((prepare) => prepare(language)),
  ]);
}

/**
 * Registers a namespace whose texts load one language at a time; once the language is known (after
 * `initI18n`), also loads it for the current language. Await it before showing the namespace's screens.
 * With `into`, the loader (named `name`) adds its texts to namespace `into`, deep-merged: a namespace
 * whose first screen needs a few texts loads those first and the rest under another name, which
 * `initI18n`'s `later` can leave for later.
 * @example await addTranslationLoader('orders', (language) => ({ fr: () => import('./fr'), ... })[language]());
 */
export function addTranslationLoader(
  name: string,
  loader: TranslationLoader,
  into?: string,
): Promise<void> {
  loaders.set(name, loader);
  if (into) targets.set(name, into);
  return requested ? loadNamespace(name, requested) : Promise.resolve();
}

/** Registers work to finish before a language is shown (run by `initI18n` and `setLanguage`). */
export function addLanguagePreparer(prepare: LanguagePreparer): void {
  preparers.add(prepare);
}

void addTranslationLoader(COMMON_NAMESPACE, (language) =>
  ({
    fr: () => import('./locales/fr').then((m) => m.fr),
    en: () => import('./locales/en').then((m) => m.en),
    ar: () => import('./locales/ar').then((m) => m.ar),
  })[language](),
);

/** Options of `initI18n`. */
export interface InitI18nOptions {
  /**
   * Namespaces the first screen shows no text of: `initI18n` neither loads nor waits for them (the login
   * page needs `common` only after a submit). `textsLoaded()` loads them: call it once the screen is up,
   * and await it before showing one of their texts.
   */
  later?: readonly string[];
}

/**
 * Selects the interface language at start-up (unknown codes fall back to fr) once its texts are loaded;
 * resolves with the instance. Render the first screen after it.
 */
export async function initI18n(
  language: string = DEFAULT_LANGUAGE,
  { later = [] }: InitI18nOptions = {},
): Promise<I18n> {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  requested = lang;
  leftForLater = later;
  await prepareLanguage(lang, later);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  return i18n;
}

/**
 * Resolves once the namespaces registered so far, but those `initI18n` left for later, have their texts
 * in the current language: what a first screen shows, such as a remote page's own texts registered when
 * its module loaded.
 */
export function firstTextsLoaded(): Promise<void> {
  return requested ? prepareLanguage(requested, leftForLater) : Promise.resolve();
}

/** Resolves once every namespace registered so far has its texts in the current language. */
export function textsLoaded(): Promise<void> {
  return requested ? prepareLanguage(requested) : Promise.resolve();
}

/** Switches the language once its texts are loaded and announces it on the bus (`language.changed`). */
export async function setLanguage(language: Language): Promise<void> {
  requested = language;
  await prepareLanguage(language);
  await i18n.changeLanguage(language);
  await publishEvent('language.changed', { language });
}

/**
 * Registers a remote's namespace in the shared instance (merged, later calls win).
 * @example addTranslations('orders', { fr: ordersFr, en: ordersEn, ar: ordersAr });
 */
export function addTranslations(namespace: string, translations: NamespaceTranslations): void {
  for (const lang of LANGUAGES) {
    i18n.addResourceBundle(lang, namespace, translations[lang], true, true);
  }
}
