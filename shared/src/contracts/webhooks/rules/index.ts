// `@wolvo/shared/contracts/webhooks/rules`: the one place that says what a valid webhook endpoint body
// is. The API's POST /v1/webhooks/endpoints and PUT /v1/webhooks/endpoints/{id} call it, and so does the
// host's endpoint dialog (its resolver, on the body it is about to send), so a field's error reads the
// same in both. Where the URL's host resolves (a private address) needs DNS: the API checks it after
// these. An entry of its own without TypeBox.
import { WEBHOOK_MESSAGES } from '@wolvo/shared/contracts';

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/** An endpoint's fields as sent; those absent (an edit's) are not checked. */
export interface WebhookEndpointFields {
  url?: string;
  events?: readonly string[];
}

/**
 * The rules of an endpoint's fields, each problem `field: message-key`, and the URL as it is stored
 * (parsed and written back). The URL is https; with `allowInsecure` (tests, local development: the
 * server's WEBHOOK_ALLOW_INSECURE) http to localhost too; never with a user or a password in it.
 */
export function checkWebhookFields(
  body: WebhookEndpointFields,
  allowInsecure: boolean,
): { url: string | undefined; errors: string[] } {
  const errors: string[] = [];
  let url: string | undefined;
  if (body.url !== undefined) {
    const raw = body.url.trim();
    const parsed = raw ? parseUrl(raw) : null;
    if (!raw) errors.push('url: field.required');
    else if (!parsed || !allowedUrl(parsed, allowInsecure))
      errors.push(`url: ${WEBHOOK_MESSAGES.urlInvalid}`);
    else url = parsed.toString();
  }
  if (body.events !== undefined && body.events.length === 0)
    errors.push(`events: ${WEBHOOK_MESSAGES.eventsRequired}`);
  return { url, errors };
}

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function allowedUrl(url: URL, allowInsecure: boolean): boolean {
  const httpAllowed =
    url.protocol === 'http:' && allowInsecure && LOCAL_HOSTS.includes(url.hostname);
  return (url.protocol === 'https:' || httpAllowed) && !url.username && !url.password;
}
