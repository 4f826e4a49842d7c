import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret (`whsec_` + 32 random bytes). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`, one v1 per secret (the previous one during a roll). */
export function signatureHeader(body: string, secrets: string[], unixTime: number): string {
  const signed = `${unixTime}.${body}`;
  const v1 = secrets.map((s) => `v1=${createHmac('sha256', s).update(signed).digest('hex')}`);
  return [`t=${unixTime}`, ...v1].join(',');
}
