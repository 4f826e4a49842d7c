import { type Language } from './locales';

/** Application version shown at the bottom of the sidebar. */
export const APP_VERSION = '1.1.34';
/** Company name used as page-title suffix. */
export const COMPANY_NAME = 'Wolvo';
/** API path prefix; every call goes under it with a Bearer token. */
export const API_PREFIX = '/api';
/** Default page size and offset of paged API queries. */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_OFFSET = 0;
/** Largest page a paged API query returns. */
export const MAX_PAGE_SIZE = 100;
/** A list's total is counted exactly up to this many rows; beyond it, it is a lower bound. */
export const TOTAL_BOUND = 10_000;
/** A client has at most this many companies; the first is the main one. */
export const MAX_COMPANIES = 3;
/** Password policy: minimum length, one upper and one lower case letter. */
export const PASSWORD_MIN_LENGTH = 8;
/** Wheel item probability bounds. */
export const WHEEL_PROBABILITY_MIN = 1;
export const WHEEL_PROBABILITY_MAX = 1000;
/** Unused wheel URLs expire after a week. */
export const WHEEL_URL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Height of the shell's header (px), without its 1 px bottom border; toasts open below it. */
export const HEADER_HEIGHT = 64;
/** Timers (ms). */
export const SEARCH_DEBOUNCE_MS = 300;
export const RESIZE_DEBOUNCE_MS = 200;
export const VERSION_POLL_MS = 60_000;
/** A merchant's wheel pages ask again for played links and participants. */
export const WHEEL_POLL_MS = 30_000;
export const RELOAD_DELAY_MS = 1_000;
export { LANGUAGES, type Language, LOCALES, localeOf } from './locales';
export const DEFAULT_LANGUAGE: Language = 'fr';
/** Storage keys of the session. */
export const STORAGE_KEYS = {
  token: 'wolvo.token',
  user: 'wolvo.user',
  build: 'wolvo.build',
  /** Light or dark theme chosen in account settings. */
  colorMode: 'wolvo.color-mode',
  /** The slip layout last chosen for printing (`VoucherLayout`). */
  slipLayout: 'wolvo.slip-layout',
} as const;
/**
 * The paths that show a signed-out visitor the login page (`/`, `/fr`, `/fr/login`...): the shell starts
 * the login form alone there, and the API sends the prerendered form (`login-<language>.html`).
 */
export const LOGIN_ENTRY_PATH = /^\/?$|^\/[a-z]{2}\/?$|^\/[a-z]{2}\/login\/?$/;
/** Area path prefixes. */
export const STAFF_AREA = 'wolvo-team';
export const CLIENT_AREA = 'client';
