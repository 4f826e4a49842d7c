const desktop = typeof window === 'undefined' ? undefined : window.matchMedia;

/**
 * Makes jsdom answer media queries as a screen below 600 px would: MUI's `down('sm')` query is the only
 * one matching, so `useIsPhone` is true. `phone = false` answers as a desktop. Undo with `restoreWidth`.
 */
export function pretendPhone(phone = true) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width') && query.includes('599.95'),
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** Puts back the media queries `pretendPhone` replaced. */
export function restoreWidth() {
  if (desktop) window.matchMedia = desktop;
}
