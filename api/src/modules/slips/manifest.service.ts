import type { Db } from '../../db/database';
import type { AuthContext } from '../auth/access';
import type { ManifestData } from './manifest-pdf';
import { pdfRenderer } from './pdf-pool';
import { loadPrintable } from './slips.service';
import type { SlipLang } from './tracking';

export interface ManifestRequest {
  ids: number[];
  lang: SlipLang;
}

/**
 * GET /v1/order/manifest: the pickup manifest of the given orders, one PDF. The same orders may be put
 * on a manifest as may be printed (a client its own, staff any; never an unconfirmed or cancelled one),
 * all or nothing with the refused ids listed. A manifest changes no order: the pickup request does.
 * The COD total is summed here from the orders' integer millimes, never from formatted amounts.
 */
export async function printManifest(
  db: Db,
  auth: AuthContext,
  request: ManifestRequest,
  settings: { providerName: string },
): Promise<{ pdf: Buffer; count: number; cod: number }> {
  const unique = [...new Set(request.ids)];
  const ordered = await loadPrintable(db, auth, unique);
  // One merchant hands the parcels over; staff printing several clients' orders get each company named.
  const clients = new Set(ordered.map((row) => row.clientId));
  const first = ordered[0];
  const data: ManifestData = {
    merchant: {
      companies: [...new Set(ordered.map((row) => row.company))],
      phone: clients.size === 1 ? first.merchantPhone : null,
      pickupAddress: clients.size === 1 ? (first.pickupAddress ?? first.clientPickupAddress) : null,
    },
    rows: ordered.map((row) => ({
      id: row.id,
      code: row.code,
      service: row.service,
      price: row.price,
      note: row.note,
      recipient: {
        fullname: row.fullname,
        phone1: row.phone1,
        phone2: row.phone2,
        delegation: row.delegation,
        city: row.city,
      },
    })),
    totals: {
      count: ordered.length,
      cod: ordered.reduce((sum, row) => sum + Math.max(0, row.price), 0),
    },
  };
  const pdf = await pdfRenderer.render({
    kind: 'manifest',
    data,
    options: { lang: request.lang, providerName: settings.providerName, printedAt: new Date() },
  });
  return { pdf, count: data.totals.count, cod: data.totals.cod };
}
