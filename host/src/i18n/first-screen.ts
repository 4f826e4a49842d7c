import type { Language } from '@wolvo/shared/contracts';
import { addTranslationLoader, COMMON_NAMESPACE, dirOf, initI18n } from '@wolvo/shared/i18n';
import { prepareDirection } from '@wolvo/shared/ui/theme';
import { loadShellPublicTexts, loadShellStartTexts, loadShellTexts } from './shell';

/** What a page shows first: the login form alone, a public page, or the signed-in shell. */
export type FirstScreen = 'login' | 'public' | 'shell';

/**
 * Registers the shell's texts and selects `language` once what `screen` shows first is ready: the texts
 * of this language (and, for Arabic, the RTL style plugin). The shell texts come in two parts: the few the
 * login page (or a public page) shows first, and the rest (`shell-rest`). The login form shows no `common`
 * text before a submit, nor a shell text but its own, so on the login page those (and the rest of the shell
 * texts) load just after; the public pages too show `common` texts only after an error: they load then
 * (i18n's missing-key handler). The RTL style plugin is ready before the first Arabic render (also a
 * language preparer of the theme for later switches). The browser's start (`bootstrap.tsx`) and the
 * login page's prerender (`prerender/render-login.tsx`) both use it, so both render the same texts.
 */
export async function prepareFirstScreen(language: Language, screen: FirstScreen): Promise<void> {
  void addTranslationLoader(
    'shell',
    screen === 'public' ? loadShellPublicTexts : loadShellStartTexts,
  );
  void addTranslationLoader('shell-rest', loadShellTexts, 'shell');
  await Promise.all([
    initI18n(language, screen === 'shell' ? {} : { later: [COMMON_NAMESPACE, 'shell-rest'] }),
    prepareDirection(dirOf(language)),
  ]);
}
