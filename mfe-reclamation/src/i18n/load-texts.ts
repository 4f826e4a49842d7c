import { addLanguageBundles } from '@wolvo/shared/i18n/bundles';
import { NAMESPACE } from './namespace';

/**
 * Registers mfe-reclamation's namespace one language at a time (each language is its own chunk, so a page
 * downloads only its own); resolves once the current language's texts are in. Await it before rendering.
 */
export function loadTexts(): Promise<void> {
  return addLanguageBundles(NAMESPACE, {
    fr: () => import('./fr').then((m) => m.fr),
    en: () => import('./en').then((m) => m.en),
    ar: () => import('./ar').then((m) => m.ar),
  });
}
