// Ambient types of the untyped `stylis` must travel with this file into every consumer's type check.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./stylis.d.ts" />
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { addLanguagePreparer, dirOf, type TextDirection } from '@wolvo/shared/i18n';

const caches: Partial<Record<TextDirection, EmotionCache>> = {};
let unmirrored: EmotionCache | null = null;
let rtlPlugins: StylisPlugin[] | null = null;

/**
 * Loads the right-to-left style plugin (`rtl-plugin.ts`, under 1 KB gzip: it mirrors what
 * stylis-plugin-rtl and cssjanus, 2.2 KB gzip, did) the first time a right-to-left language is shown:
 * French and English pages never download it. `initI18n` and `setLanguage` await it (registered below),
 * so `emotionCacheOf('rtl')` finds it ready.
 */
export async function prepareDirection(direction: TextDirection): Promise<void> {
  if (direction !== 'rtl' || rtlPlugins) return;
  // `({ prefixer }) =>` lets webpack keep only the names used of the stylis that emotion bundles.
  const [prefixer, rtlPlugin] = await Promise.all([
    import('stylis').then(({ prefixer }) => prefixer),
    import('./rtl-plugin').then((m) => m.rtlPlugin),
  ]);
  rtlPlugins = [prefixer, rtlPlugin];
}

addLanguagePreparer((language) => prepareDirection(dirOf(language)));

/**
 * The emotion cache of a direction: RTL flips margins, paddings and borders at style-insertion time
 * (`rtl-plugin.ts`), so components keep writing `marginLeft` and Arabic gets it mirrored.
 * One cache per direction for the whole page (host and remotes), created on first use.
 */
export function emotionCacheOf(direction: TextDirection): EmotionCache {
  const existing = caches[direction];
  if (existing) return existing;
  if (direction === 'rtl' && !rtlPlugins) {
    // Only if a language was shown without initI18n/setLanguage: unflipped styles beat a blank page,
    // and the cache is not kept, so the next render after prepareDirection gets the real one.
    if (!unmirrored) {
      console.error(
        'emotionCacheOf("rtl") before prepareDirection("rtl"): styles are not mirrored',
      );
      unmirrored = createCache({ key: 'muirtl', prepend: true });
    }
    return unmirrored;
  }
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', prepend: true, stylisPlugins: rtlPlugins ?? [] })
      : createCache({ key: 'mui', prepend: true });
  caches[direction] = cache;
  return cache;
}
