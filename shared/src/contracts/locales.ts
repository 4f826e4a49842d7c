// The locale of each interface language, on its own so that `ui/format/intl-cache` can bundle it (a
// relative import) instead of consuming all of `@wolvo/shared/contracts/core` as another shared module: the
// tracking page counts its bytes. Plain values, so the copies agree. The languages are here too, so that
// this file imports nothing (`constants` re-exports them).

/** Supported interface languages; fr is the default. Arabic is right to left. */
export const LANGUAGES = ['fr', 'en', 'ar'] as const;
/** One interface language. */
export type Language = (typeof LANGUAGES)[number];

/** Locale of each language. ar-TN writes Latin digits, as the rest of the dashboard does. */
export const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-TN' };

/**
 * The locale for numbers and dates of an interface language (`fr`, or a tag such as `ar-TN`): fr-FR,
 * en-GB, ar-TN; French's (the default language) for any other. The one place that maps them: a bare
 * `ar` would write Arabic-Indic digits.
 * @example localeOf('ar') === 'ar-TN'
 */
export function localeOf(language: string): string {
  const base = language.split('-')[0] ?? '';
  return (LOCALES as Record<string, string>)[base] ?? LOCALES.fr;
}
