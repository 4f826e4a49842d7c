import type { FastifyReply, FastifyRequest } from 'fastify';
import { VOUCHER_MAX_ORDERS } from '@wolvo/shared/contracts';
import { badRequest } from '../../http-error';

/** `20261123-0915` of an ISO date: the time part of a PDF's file name. */
export const stamp = (iso: string) => iso.slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

/**
 * The order ids of a PDF route's `ids=1,2,3` query, checked: a schema failure names `ids`
 * (`order.id.invalid`) or the field, and more than VOUCHER_MAX_ORDERS distinct ids are refused.
 */
export function pdfOrderIds(request: FastifyRequest, ids: string | undefined): number[] {
  return idListOf(request, ids, {
    invalid: 'order.id.invalid',
    tooMany: 'voucher.too-many-orders',
  });
}

/**
 * The distinct ids of an `ids=1,2,3` query, checked: a schema failure of `ids` gives `invalid`, of another
 * field `<field>: value.invalid`, and more than VOUCHER_MAX_ORDERS ids `tooMany`.
 */
export function idListOf(
  request: FastifyRequest,
  ids: string | undefined,
  { invalid, tooMany }: { invalid: string; tooMany: string },
): number[] {
  if (request.validationError) {
    const field = request.validationError.validation[0]?.instancePath.replace(/^\//, '');
    throw badRequest(!field || field === 'ids' ? invalid : `${field}: value.invalid`);
  }
  const list = ids ? ids.split(',').map(Number) : [];
  if (new Set(list).size > VOUCHER_MAX_ORDERS) throw badRequest(tooMany);
  return list;
}

/** Answers a generated PDF, shown in the browser (`inline`), never cached. */
export function sendPdf(reply: FastifyReply, namePrefix: string, pdf: Buffer) {
  const name = `${namePrefix}-${stamp(new Date().toISOString())}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
