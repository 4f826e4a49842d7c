import { ar } from './shell/ar';
import { en } from './shell/en';
import { fr } from './shell/fr';
import { ar as arStart } from './shell/start/ar';
import { en as enStart } from './shell/start/en';
import { fr as frStart } from './shell/start/fr';
import type { ShellRestTexts, ShellStartTexts, ShellTexts } from './shell';

/** The two parts of a language merged as i18next does (`login` has keys in both). */
const whole = (start: ShellStartTexts, rest: ShellRestTexts): ShellTexts => ({
  ...start,
  ...rest,
  login: { ...start.login, ...rest.login },
});

/** The shell namespace in the three languages at once, for tests (pages load one language: see shell.ts). */
export const shellTranslations: Record<'fr' | 'en' | 'ar', ShellTexts> = {
  fr: whole(frStart, fr),
  en: whole(enStart, en),
  ar: whole(arStart, ar),
};
