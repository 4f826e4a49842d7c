// Ambient types of the untyped `stylis` must travel with this file into every consumer's type check.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./stylis.d.ts" />
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { TextDirection } from '@wolvo/shared/i18n';

const caches: Partial<Record<TextDirection, EmotionCache>> = {};

/**
 * The emotion cache of a direction: RTL flips margins, paddings and borders at style-insertion time
 * (stylis-plugin-rtl), so components keep writing `marginLeft` and Arabic gets it mirrored.
 * One cache per direction for the whole page (host and remotes), created on first use.
 */
export function emotionCacheOf(direction: TextDirection): EmotionCache {
  const existing = caches[direction];
  if (existing) return existing;
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui', prepend: true });
  caches[direction] = cache;
  return cache;
}
