import { createHmac, timingSafeEqual } from 'node:crypto';

/** Languages the slips and the tracking page are written in. */
export type SlipLang = 'fr' | 'en' | 'ar';

/** What the tracking link needs to know. */
export interface TrackingSettings {
  /** The dashboard's public origin, e.g. `https://app.wolvo.tn` (PUBLIC_URL). */
  publicUrl: string;
  /** Server secret the tokens are signed with (TRACKING_SECRET). */
  trackingSecret: string;
}

const MAC_LENGTH = 22; // 132 bits of HMAC-SHA-256
const macOf = (id: number, secret: string) =>
  createHmac('sha256', secret)
    .update(`order-tracking:${id}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH);

/**
 * The recipient's tracking token of an order: the order id in base 36 followed by an HMAC of that id
 * with the server secret. The id lets the server find the order without storing tokens; the HMAC makes a
 * token impossible to forge from an id or a code, so the slip's QR code gives nothing else away.
 */
export function trackingTokenOf(order: { id: number }, settings: TrackingSettings): string {
  return `${order.id.toString(36)}${macOf(order.id, settings.trackingSecret)}`;
}

/** The order id a tracking token was made for, or null when the token is malformed or forged. */
export function orderIdOfTrackingToken(token: string, settings: TrackingSettings): number | null {
  const match = /^([0-9a-z]{1,10})([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const id = parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(id) || id < 1 || id.toString(36) !== match[1]) return null;
  const expected = Buffer.from(macOf(id, settings.trackingSecret));
  const given = Buffer.from(match[2]!);
  return timingSafeEqual(expected, given) ? id : null;
}

/** The recipient's tracking page of an order (the slip's QR code): `${PUBLIC_URL}/{lang}/track/{token}`. */
export function trackingUrlOf(
  order: { id: number },
  lang: SlipLang,
  settings: TrackingSettings,
): string {
  return `${settings.publicUrl.replace(/\/+$/, '')}/${lang}/track/${trackingTokenOf(order, settings)}`;
}
