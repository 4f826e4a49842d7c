import { i18n } from '@wolvo/shared/i18n';
import { showToast } from '@wolvo/shared/ui/toast';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http/errors';

/** Shows a translated error text, with an optional translated title. */
export type ErrorNotifier = (text: string, title?: string) => void;

const defaultNotifier: ErrorNotifier = (text, title) => {
  showToast(
    title ? (
      <span>
        <strong>{title}</strong>
        <br />
        {text}
      </span>
    ) : (
      text
    ),
    'error',
  );
};

let notifier: ErrorNotifier = defaultNotifier;

/** Replaces the toast function (the host's, or a mock in tests). */
export function setErrorNotifier(next: ErrorNotifier): void {
  notifier = next;
}

/**
 * Translates an error text: i18n keys of the common namespace become the current language's text,
 * server sentences are returned as they are (`:` in them must not read as a namespace).
 */
export function translateErrorText(text: string): string {
  if (!text) return '';
  // The API names the field of a validation error ("newPassword: password.min-length") or the order a
  // problem is about ("123: bill.order-in-bill"); the key after it is translated either way.
  const fieldError = /^([A-Za-z][\w.]*|\d+): (.+)$/.exec(text);
  if (fieldError) {
    const [, field, key] = fieldError;
    const label = /^\d+$/.test(field)
      ? field
      : i18n.t(`field.${field}`, {
          ns: 'common',
          defaultValue: field,
          nsSeparator: false,
        });
    return `${label}: ${i18n.t(key, { ns: 'common', defaultValue: key, nsSeparator: false })}`;
  }
  return i18n.t(text, { ns: 'common', defaultValue: text, nsSeparator: false });
}

// Errors already shown: the interceptor and the caller may both try; the user sees one toast.
const toasted = new WeakSet<object>();

/** Shows one error toast for a failed call (never for a cancelled one, never twice); returns whether it toasted. */
export function toastApiError(error: unknown, title?: string): boolean {
  if (isCancelledRequest(error)) return false;
  if (error !== null && typeof error === 'object') {
    if (toasted.has(error)) return false;
    toasted.add(error);
  }
  notifier(translateErrorText(errorTextOf(error)), title ? translateErrorText(title) : undefined);
  return true;
}
