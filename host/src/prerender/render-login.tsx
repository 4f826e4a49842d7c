// The login page rendered to HTML at build time, in Node (`webpack.prerender.js` builds this file,
// `scripts/prerender-login.mjs` writes the pages): the same component tree and texts the browser renders
// (`LoginApp`, `prepareFirstScreen`), so that React there hydrates it rather than draws it again. Light
// mode only: index.html's gate shows it to no one who chose dark mode.
import { renderToString } from 'react-dom/server';
import { LANGUAGES, STORAGE_KEYS, type Language } from '@wolvo/shared/contracts/core';
import { dirOf, i18n } from '@wolvo/shared/i18n';
import { escapeHtml } from '@wolvo/shared/prerender';
import { collectedStyles, startCollectingStyles } from '@wolvo/shared/prerender/styles';
import { emotionCacheOf } from '@wolvo/shared/ui/theme';
import { LoginApp } from '../app/login-app';
import { pageTitle } from '../app/use-page-title';
import { prepareFirstScreen } from '../i18n/first-screen';

/** The login page of `language`: the markup of the root element and the style elements it needs. */
export async function renderLoginPage(
  language: Language,
): Promise<{ html: string; styles: string }> {
  await prepareFirstScreen(language, 'login');
  const cache = emotionCacheOf(dirOf(language));
  startCollectingStyles(cache);
  const html = renderToString(<LoginApp onSignedIn={() => undefined} />);
  // emotion's <style data-emotion> tags: the browser's cache (same key) takes them over when React hydrates.
  return { html, styles: collectedStyles(cache, html) };
}

/**
 * Shows the prerendered page before any script has loaded, to a signed-out visitor in light mode only (a
 * signed-in one goes on to their home page, a dark-mode one would see the light page first). Until React
 * has taken over the form (`bootstrap.tsx` removes `data-prerendered`) it stops a submit, which would put
 * the password in the address, and notes it (`data-submitted`): bootstrap submits again then. Plain ES5, inline:
 * the API allows it by its hash in the Content-Security-Policy (`api/src/plugins/dashboard.ts`).
 */
const GATE_SCRIPT = `(function () {
  try {
    var storage = window.localStorage;
    if (storage.getItem('${STORAGE_KEYS.token}') || storage.getItem('${STORAGE_KEYS.user}') ||
      storage.getItem('${STORAGE_KEYS.colorMode}') === 'dark') return;
  } catch (error) {
    return;
  }
  var root = document.getElementById('root');
  var page = document.getElementById('prerendered-login').content.cloneNode(true);
  Array.prototype.forEach.call(page.querySelectorAll('style'), function (style) {
    document.head.appendChild(style);
  });
  root.appendChild(page);
  root.setAttribute('data-prerendered', 'login');
  document.addEventListener('submit', function (event) {
    if (!root.hasAttribute('data-prerendered')) return;
    event.preventDefault();
    event.stopPropagation();
    root.setAttribute('data-submitted', '');
  }, true);
})();`;

/**
 * The page the server sends for the login paths of `language` (`/fr`, `/fr/login`...): the build's
 * `index.html` (`template`) with the language's attributes and title, and the prerendered form in a
 * `<template>` that the gate script shows.
 */
export async function loginPageHtml(template: string, language: Language): Promise<string> {
  const { html, styles } = await renderLoginPage(language);
  const page = template
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${dirOf(language)}">`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(pageTitle(i18n.t('shell:login.title')))}</title>`,
    )
    .replace(
      /<div id="?root"?><\/div>/,
      `<div id="root"></div><template id="prerendered-login">${styles}${html}</template><script>${GATE_SCRIPT}</script>`,
    );
  if (!page.includes('id="prerendered-login"'))
    throw new Error('index.html has no empty root element');
  return page;
}

export { LANGUAGES };
