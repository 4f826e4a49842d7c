import { createHmac } from 'node:crypto';

/** Languages the slips and the tracking page are written in. */
export type SlipLang = 'fr' | 'en' | 'ar';

/** What the tracking link needs to know. */
export interface TrackingSettings {
  /** The dashboard's public origin, e.g. `https://app.wolvo.tn` (PUBLIC_URL). */
  publicUrl: string;
  /** Server secret the tokens are signed with (TRACKING_SECRET). */
  trackingSecret: string;
}

/**
 * The recipient's tracking token of an order: an HMAC of its id with the server secret, so a token
 * cannot be guessed from an order id or code and the slip's QR code gives nothing else away.
 *
 * PLACEHOLDER for issue #15 (recipient tracking): that issue owns the tracking page and decides how a
 * token is resolved back to its order (store the token, or sign a payload that carries the id); keep
 * this function the one place tokens are made so the QR codes printed from now on keep working.
 */
export function trackingTokenOf(order: { id: number }, settings: TrackingSettings): string {
  return createHmac('sha256', settings.trackingSecret)
    .update(`order-tracking:${order.id}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The recipient's tracking page of an order (the slip's QR code): `${PUBLIC_URL}/{lang}/track/{token}`. */
export function trackingUrlOf(
  order: { id: number },
  lang: SlipLang,
  settings: TrackingSettings,
): string {
  return `${settings.publicUrl.replace(/\/+$/, '')}/${lang}/track/${trackingTokenOf(order, settings)}`;
}
