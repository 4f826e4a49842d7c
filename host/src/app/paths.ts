import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOGIN_ENTRY_PATH,
  type Language,
} from '@wolvo/shared/contracts/core';

// Path helpers the login page needs without the route table (routing.ts re-exports them).

/** Whether a path segment is one of the interface languages. */
export function isLanguage(value: string | undefined | null): value is Language {
  return Boolean(value) && (LANGUAGES as readonly string[]).includes(value as string);
}

/** Language of a pathname (`/en/client/home` -> en), or the default. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** Same path with another language prefix; keeps the rest of the path, search and hash. */
export function replaceLanguage(pathname: string, language: Language): string {
  const parts = pathname.split('/').filter(Boolean);
  if (isLanguage(parts[0])) parts[0] = language;
  else parts.unshift(language);
  return `/${parts.join('/')}`;
}

/** Login path of a language. */
export function loginPath(language: Language): string {
  return `/${language}/login`;
}

/**
 * Whether a signed-out visitor's path shows the login page (`/`, `/fr`, `/fr/login`...): then the shell
 * starts without the router and the signed-in layout, which load once the user signs in.
 */
export function isLoginEntryPath(pathname: string): boolean {
  return LOGIN_ENTRY_PATH.test(pathname);
}

/**
 * The public pages (no sign-in): path segment -> the remote and the module it exposes the page as, and
 * the public GETs the page sends first (`firstRequests`, paths under /api, as the page's API module
 * writes them): bootstrap starts them beside the page's JavaScript (`prefetchPublicGet`). For the roulette, the
 * preview is asked for with the link check; an invalid link leaves it unread.
 */
export const PUBLIC_PAGES = {
  track: {
    remote: 'orders',
    expose: './TrackingPage',
    firstRequests: (id: string) => [`/v1/track/${encodeURIComponent(id)}`],
  },
  roulette: {
    remote: 'wheel',
    expose: './RoulettePage',
    firstRequests: (id: string) => [
      `/v1/fortune-wheel/verify-url/${encodeURIComponent(id)}`,
      `/v1/fortune-wheel/preview/${encodeURIComponent(id)}`,
    ],
  },
} as const;
export type PublicSegment = keyof typeof PUBLIC_PAGES;

/** A public page's path (`/{lang}/track/{token}`, `/{lang}/roulette/{id}`) read, or null for any other. */
export function publicPageOfPath(
  pathname: string,
): { segment: PublicSegment; language: Language; id: string } | null {
  const match = /^\/([a-z]{2})\/(track|roulette)\/([^/]+)\/?$/.exec(pathname);
  if (!match || !isLanguage(match[1])) return null;
  return {
    language: match[1],
    segment: match[2] as PublicSegment,
    id: decodeURIComponent(match[3]),
  };
}
