// `@wolvo/shared/prerender/styles`: emotion's styles of a page rendered in Node (`renderToString`), for the
// prerender builds of the host and mfe-orders (`createPrerenderConfig`). No browser code imports it.
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/**
 * Readies `cache` for one server render: styles collected rather than written beside each element, and
 * none left from an earlier render (French and English share the left-to-right cache).
 */
export function startCollectingStyles(cache: EmotionCache): void {
  cache.compat = true;
  for (const id of Object.keys(cache.inserted)) delete cache.inserted[id];
}

/**
 * The style elements `html` needs, out of `cache` (after `startCollectingStyles` and the render):
 * emotion's own `<style data-emotion>` tags, which the browser's cache takes over instead of inserting the
 * rules again when React hydrates; or, with `plain`, `<style data-first-paint>` elements that a live page
 * drawn afresh leaves alone (and the host removes once it is on screen).
 */
export function collectedStyles(
  cache: EmotionCache,
  html: string,
  { plain = false }: { plain?: boolean } = {},
): string {
  const server = createEmotionServer(cache);
  const chunks = server.extractCriticalToChunks(html);
  if (!plain) return server.constructStyleTagsFromChunks(chunks);
  return chunks.styles
    .filter(({ css }) => css)
    .map(({ css }) => `<style data-first-paint>${css}</style>`)
    .join('');
}
