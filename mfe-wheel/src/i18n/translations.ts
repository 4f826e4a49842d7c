import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

export { NAMESPACE } from './namespace';

/**
 * Every text of mfe-wheel in the three languages at once, for tests and the translation rules. The remote
 * itself never imports this file: it loads one language at a time (`load-texts.ts`).
 */
export const translations = { fr, en, ar };
