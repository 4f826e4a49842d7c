import { ar } from './shell/ar';
import { en } from './shell/en';
import { fr } from './shell/fr';

/** The shell namespace in the three languages at once, for tests (pages load one language: see shell.ts). */
export const shellTranslations = { fr, en, ar };
