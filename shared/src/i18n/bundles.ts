import { DEFAULT_LANGUAGE, type Language } from '@wolvo/shared/contracts/core';
import { addTranslationLoader, type TranslationLoader } from '@wolvo/shared/i18n';

// Its own entry, not part of `@wolvo/shared/i18n`: only remotes use it, and the login page, which loads
// that entry first, should not carry it. It reaches the one i18n instance through the package name.

/** One namespace's texts per language, each a dynamic import (so webpack makes one chunk per language). */
export type LanguageBundles = Record<Language, () => Promise<Record<string, unknown>>>;

/**
 * Registers a remote's namespace one language at a time: only the current language's chunk loads now,
 * another on a switch (`setLanguage` loads it before switching). Resolves once the current language's
 * texts are in, so a route awaiting it renders without a flash of keys; never rejects. A language
 * whose chunk is missing or fails to load shows the French texts (logged), and no French either shows
 * the keys: neither breaks the page nor blocks a language switch. With `into`, the texts go into that namespace under the loader name `namespace`
 * (a page that registers only part of a remote's texts).
 * @example
 * await addLanguageBundles('orders', {
 *   fr: () => import('./i18n/fr').then((m) => m.fr),
 *   en: () => import('./i18n/en').then((m) => m.en),
 *   ar: () => import('./i18n/ar').then((m) => m.ar),
 * });
 */
export function addLanguageBundles(
  namespace: string,
  bundles: LanguageBundles,
  into?: string,
): Promise<void> {
  const french = (): Promise<Record<string, unknown>> =>
    bundles[DEFAULT_LANGUAGE]().catch((error: unknown) => {
      // Not even French: the page shows its keys rather than failing, and so does a later switch.
      console.error(`i18n: the texts of ${namespace} did not load`, error);
      return {};
    });
  const loader: TranslationLoader = (language) => {
    const load = bundles[language] as (() => Promise<Record<string, unknown>>) | undefined;
    if (!load || language === DEFAULT_LANGUAGE) return french();
    return load().catch((error: unknown) => {
      console.error(
        `i18n: the ${language} texts of ${namespace} did not load; showing French`,
        error,
      );
      return french();
    });
  };
  return addTranslationLoader(namespace, loader, into);
}
