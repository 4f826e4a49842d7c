// The tracking page's first paint, rendered by the API for each `/{lang}/track/{token}` it sends
// (api/src/plugins/public-pages.ts; `webpack.prerender.js` builds this file for Node): the same page and
// texts as the browser's, with the parcel already in, so a phone shows it before any script has run. The
// host's bootstrap replaces it once the page can render whole (`data-prerendered="public"`).
import { renderToString } from 'react-dom/server';
import { COMMON_NAMESPACE, dirOf, i18n, initI18n } from '@wolvo/shared/i18n';
import { LANGUAGES, type Language, type TrackingView } from '@wolvo/shared/contracts';
import { trackingApi } from '@wolvo/shared/contracts/tracking/endpoints';
import { urlOf, withArrivedPublicGet } from '@wolvo/shared/http/fetch';
import { collectedStyles, startCollectingStyles } from '@wolvo/shared/prerender/styles';
import { AppProviders, emotionCacheOf } from '@wolvo/shared/ui/theme';
import { NAMESPACE } from '../i18n/namespace';
import TrackingPage from '../features/tracking/exposed';

let prepared: Promise<void> | null = null;

/** Loads the texts of every language (and the RTL style plugin) once: a render is then synchronous. */
export function prepareTrackingRenderer(): Promise<void> {
  prepared ??= LANGUAGES.reduce(
    (previous, language) =>
      previous.then(() => initI18n(language, { later: [COMMON_NAMESPACE] })).then(() => undefined),
    Promise.resolve(),
  );
  return prepared;
}

/**
 * The tracking page of `view` (the public answer of GET /v1/track/{token}) in `language`: the markup of the
 * root element, the style elements it needs, the document's title and direction. After
 * `prepareTrackingRenderer`.
 */
export function renderTrackingPage(
  language: Language,
  token: string,
  view: TrackingView,
): { html: string; styles: string; title: string; direction: 'ltr' | 'rtl' } {
  // Its own instance on the shared texts: one request's language never leaks into another's render.
  const texts = i18n.cloneInstance({ lng: language });
  const cache = emotionCacheOf(dirOf(language));
  startCollectingStyles(cache);
  const html = withArrivedPublicGet(urlOf(trackingApi.get, { token }), view, () =>
    renderToString(
      <AppProviders i18n={texts} initialMode="light" toasts={false}>
        <TrackingPage language={language} id={token} />
      </AppProviders>,
    ),
  );
  return {
    html,
    // Plain style elements, not emotion's: the live page inserts its own (dark ones for a visitor who
    // chose dark mode), and the host removes these once it is on screen.
    styles: collectedStyles(cache, html, { plain: true }),
    title: texts.t(`${NAMESPACE}:tracking.document-title`),
    direction: dirOf(language),
  };
}
