import type { ReactNode } from 'react';
// The core entry, not the whole contracts (every DTO and rule): toasts are on the login and public pages'
// first load, which that would grow by 8 KB gzip.
import { HEADER_HEIGHT } from '@wolvo/shared/contracts/core';

/** Look of a toast (notistack's variants). */
export type ToastVariant = 'default' | 'error' | 'success' | 'warning' | 'info';

/** One toast to show. */
export interface ToastRequest {
  message: ReactNode;
  variant: ToastVariant;
}

/** Toasts: top-right, at most 4 at once, closed after 5 s (spec section 9). */
export const TOAST_OPTIONS = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  maxSnack: 4,
  autoHideDuration: 5000,
} as const;
/** On a phone, fewer at once: four toasts of two lines each would run past the screen's bottom. */
export const PHONE_MAX_TOASTS = 2;
/**
 * The toasts' distance from the top (px): below the header (its height and border) and a gap, so the
 * bell and the avatar stay visible and clickable.
 */
export const TOAST_TOP = HEADER_HEIGHT + 1 + 8;

type Listener = () => void;

// notistack is not on the first page's critical path: toasts asked for before it has loaded wait here.
const pending: ToastRequest[] = [];
const listeners = new Set<Listener>();
let display: ((toast: ToastRequest) => void) | null = null;
let requested = false;

/**
 * Shows a toast from anywhere (host or remote). The toaster (notistack) loads with the first toast or
 * when the browser is first idle, whichever comes first (`Toasts`, mounted by `AppProviders`).
 * @example showToast(t('update-order.success'), 'success');
 */
export function showToast(message: ReactNode, variant: ToastVariant = 'default'): void {
  if (display) {
    display({ message, variant });
    return;
  }
  pending.push({ message, variant });
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** The queue between `showToast` and the lazily loaded toaster. */
export const toastQueue = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether a toast was ever asked for (the toaster then stays mounted). */
  wasRequested: (): boolean => requested,
  /** The mounted toaster takes over: pending toasts are shown, later ones go straight to it. */
  connect(show: (toast: ToastRequest) => void): () => void {
    display = show;
    for (const toast of pending.splice(0)) show(toast);
    return () => {
      if (display === show) display = null;
    };
  },
};
