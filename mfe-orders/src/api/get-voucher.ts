import type { VoucherLayout } from '@wolvo/shared/contracts';
import { getApiFile, type ApiFile } from '@wolvo/shared/http';

/**
 * GET /v1/order/voucher: the delivery slips of the orders as one PDF (all or nothing). Printing moves the
 * orders (READY, PRINTED_N_TIMES); a refusal lists `id: reason` like the other bulk calls.
 */
export function getVoucher(ids: number[], layout: VoucherLayout, lang: string): Promise<ApiFile> {
  const params = new URLSearchParams({ ids: ids.join(','), layout, lang });
  return getApiFile(`/v1/order/voucher?${params}`, 'wolvo-slips.pdf');
}
