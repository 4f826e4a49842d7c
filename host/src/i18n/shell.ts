import type { Language } from '@wolvo/shared/contracts';
import type { ShellTexts } from './shell/fr';

export type { ShellTexts };

/**
 * Texts of the shell (`shell` namespace) in one language: French (default), English, Arabic (right to
 * left), each its own chunk so a page downloads only its language.
 */
export function loadShellTexts(language: Language): Promise<ShellTexts> {
  switch (language) {
    case 'ar':
      return import('./shell/ar').then((m) => m.ar);
    case 'en':
      return import('./shell/en').then((m) => m.en);
    default:
      return import('./shell/fr').then((m) => m.fr);
  }
}
