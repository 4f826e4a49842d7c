import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES as M } from '@wolvo/shared/contracts';
import {
  checkWebhookFields,
  type WebhookEndpointFields,
} from '@wolvo/shared/contracts/webhooks/rules';
import { badRequest } from '../../http-error';

// Where a merchant's URL must never lead us: our own machine, the private network, cloud metadata.
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** True for a private, loopback, link-local or otherwise non-public address (IPv4-mapped included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (!family) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Checks an endpoint's body at save: the rules of `checkWebhookFields` (the endpoint dialog's too), then
 * that the URL's host resolves only to public addresses (with `allowInsecure`, tests and local
 * development, private ones too). Answers the URL as stored, undefined when the body has none.
 */
export async function checkWebhookBody(
  body: WebhookEndpointFields,
  allowInsecure: boolean,
): Promise<string | undefined> {
  const { url, errors } = checkWebhookFields(body, allowInsecure);
  if (errors.length) throw badRequest(errors);
  if (url === undefined || allowInsecure) return url;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await dns.lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw badRequest([`url: ${M.urlInvalid}`]);
  }
  if (!addresses.length || addresses.some(isPrivateAddress))
    throw badRequest([`url: ${M.urlPrivate}`]);
  return url;
}

/**
 * A `lookup` for http.request that refuses private addresses at connection time, so a DNS answer that
 * changed since the save (rebinding) cannot lead a delivery inside.
 */
export function safeLookup(allowInsecure: boolean) {
  return (
    hostname: string,
    options: object,
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      if (!allowInsecure && (!list.length || list.some((a) => isPrivateAddress(a.address))))
        return callback(new Error('private address refused'), []);
      const all = (options as { all?: boolean }).all;
      if (all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
