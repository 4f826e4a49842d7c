import type { Language } from '@wolvo/shared/contracts';
import type { ShellStartTexts } from './shell/start/fr';
import type { ShellRestTexts } from './shell/fr';

/** Every text of the shell namespace in one language. */
export type ShellTexts = ShellStartTexts & ShellRestTexts;
export type { ShellStartTexts, ShellRestTexts };

/**
 * Texts of the shell (`shell` namespace) in one language: French (default), English, Arabic (right to
 * left), each its own chunk so a page downloads only its language. They come in two parts: the few the
 * login page and the public pages show (`loadShellStartTexts`: the form, the crash screen, a remote's
 * loading and failure texts, the new-version prompt) and the rest (`loadShellTexts`: sidebar, header, settings...),
 * which those pages load only later.
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
