import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, type Language } from '@wolvo/shared/contracts';
import { publishEvent } from '@wolvo/shared/publish';
import { ar } from './locales/ar';
import { en } from './locales/en';
import { fr } from './locales/fr';

/** The namespace of the texts every package shares. */
export const COMMON_NAMESPACE = 'common';

/** Text direction of a language. */
export type TextDirection = 'ltr' | 'rtl';

/** Translations of one namespace in the three interface languages. */
export type NamespaceTranslations = Record<Language, Record<string, unknown>>;

/**
 * The one i18next instance of the shell. `@wolvo/shared` is a federation singleton, so host and remotes
 * translate with it; remotes add their namespace with `addTranslations`.
 */
export const i18n: I18n = i18next.createInstance();

// Initialised synchronously at import with the bundled common texts, so a remote's standalone bootstrap,
// a test or an early error toast never sees raw keys; `initI18n` then only picks the language.
void i18n.use(initReactI18next).init({
  resources: {
    fr: { [COMMON_NAMESPACE]: fr },
    en: { [COMMON_NAMESPACE]: en },
    ar: { [COMMON_NAMESPACE]: ar },
  },
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
});

/** Type guard for the three interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `rtl` for Arabic, `ltr` otherwise. */
export function dirOf(language: string): TextDirection {
  return language.split('-')[0] === 'ar' ? 'rtl' : 'ltr';
}

/** BCP 47 locale of a language (fr-FR, en-GB, ar-TN) for number and date formatting. */
export function localeOf(language: string): string {
  return isLanguage(language) ? LOCALES[language] : LOCALES[DEFAULT_LANGUAGE];
}

/** The current language, narrowed to the supported ones (fr when unknown). */
export function currentLanguage(): Language {
  const lang = (i18n.resolvedLanguage ?? i18n.language ?? '').split('-')[0];
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Selects the interface language at start-up (unknown codes fall back to fr); resolves with the instance. */
export async function initI18n(language: string = DEFAULT_LANGUAGE): Promise<I18n> {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  return i18n;
}

/** Switches the language and announces it on the bus (`language.changed`). */
export async function setLanguage(language: Language): Promise<void> {
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
