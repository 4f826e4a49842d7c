import { ar } from './shell/ar';
import { en } from './shell/en';
import { fr } from './shell/fr';
import { ar as arStart } from './shell/start/ar';
import { en as enStart } from './shell/start/en';
import { fr as frStart } from './shell/start/fr';
import type { ShellTexts } from './shell';

/** The shell namespace in the three languages at once, for tests (pages load one language: see shell.ts). */
export const shellTranslations: Record<'fr' | 'en' | 'ar', ShellTexts> = {
  fr: { ...frStart, ...fr },
  en: { ...enStart, ...en },
  ar: { ...arStart, ...ar },
};
