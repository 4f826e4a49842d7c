import { WEBHOOK_MESSAGES, type WebhookEventType } from '@wolvo/shared/contracts';

export interface WebhookForm {
  url: string;
  events: WebhookEventType[];
  active: boolean;
}

/**
 * Field errors (keys of the common namespace, the server's own where it has one) of the webhook form;
 * empty when valid. Only the URL's shape is checked here: whether http is allowed and where the host
 * resolves is the server's call.
 */
export function webhookFormErrors(form: WebhookForm): Partial<Record<'url' | 'events', string>> {
  const errors: Partial<Record<'url' | 'events', string>> = {};
  const url = form.url.trim();
  if (!url) errors.url = 'field.required';
  else if (!isWebAddress(url)) errors.url = WEBHOOK_MESSAGES.urlInvalid;
  if (form.events.length === 0) errors.events = WEBHOOK_MESSAGES.eventsRequired;
  return errors;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
