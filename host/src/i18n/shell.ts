import type { Language } from '@wolvo/shared/contracts';
import type { ShellStartTexts } from './shell/start/fr';
import type { ShellPublicTexts } from './shell/public/fr';
import type { ShellRestTexts } from './shell/fr';

/** Every text of the shell namespace in one language. */
export type ShellTexts = ShellStartTexts & ShellRestTexts;
export type { ShellStartTexts, ShellPublicTexts, ShellRestTexts };

/**
 * Texts of the shell (`shell` namespace) in one language: French (default), English, Arabic (right to
 * left), each its own chunk so a page downloads only its language. The texts a page shows first load
 * before its first render: the login page's (`loadShellStartTexts`: the crash screen and the form) or a
 * public page's (`loadShellPublicTexts`: the crash screen and a remote's loading and failure texts); the
 * rest (`loadShellTexts`: sidebar, header, settings, a remote's texts, the new-version prompt...) those
 * pages load only later, and the signed-in shell at once.
 */
export function loadShellStartTexts(language: Language): Promise<ShellStartTexts> {
  switch (language) {
    case 'ar':
      return import('./shell/start/ar').then((m) => m.ar);
    case 'en':
      return import('./shell/start/en').then((m) => m.en);
    default:
      return import('./shell/start/fr').then((m) => m.fr);
  }
}

/** The first shell texts of a public page (tracking, roulette) in one language. */
export function loadShellPublicTexts(language: Language): Promise<ShellPublicTexts> {
  switch (language) {
    case 'ar':
      return import('./shell/public/ar').then((m) => m.ar);
    case 'en':
      return import('./shell/public/en').then((m) => m.en);
    default:
      return import('./shell/public/fr').then((m) => m.fr);
  }
}

/** The rest of the shell texts in one language (see `loadShellStartTexts`). */
export function loadShellTexts(language: Language): Promise<ShellRestTexts> {
  switch (language) {
    case 'ar':
      return import('./shell/ar').then((m) => m.ar);
    case 'en':
      return import('./shell/en').then((m) => m.en);
    default:
      return import('./shell/fr').then((m) => m.fr);
  }
}
