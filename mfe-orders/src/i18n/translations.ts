import { addTranslations } from '@wolvo/shared/i18n';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

import { NAMESPACE } from './namespace';

export { NAMESPACE };

/**
 * Every text of mfe-orders in the three languages at once, for tests and the translation rules. The remote
 * itself never imports this file: it loads one language at a time (`load-texts.ts`).
 */
export const translations = { fr, en, ar };

let registered = false;

/** Adds the `orders` namespace in every language at once, synchronously (tests). */
export function registerOrdersTranslations(): void {
  if (registered) return;
  registered = true;
  addTranslations(NAMESPACE, translations);
}
