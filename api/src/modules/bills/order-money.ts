import {
  DEFAULT_PACKAGING_TVA_BP,
  DEFAULT_SHIPPING_TVA_BP,
  type BillLineKind,
  type OrderMoneyDto,
} from '@wolvo/shared/contracts';
import type { DbOrTx } from '../../db/database';
import { billLine, kindOf, LIVE_STATUSES } from './bill-math';

/**
 * The money block of an order's detail: the partner who collected the cash, when it was remitted, the
 * live bill that holds the order, and its line: the one the bill stored, or before any bill the line
 * the bill arithmetic would make at the client's current rates. A delivered parcel whose cash the
 * partner still holds already shows what its line will be.
 */
export async function orderMoney(
  db: DbOrTx,
  order: {
    id: number;
    clientId: number;
    status: string;
    service: string;
    price: number;
    deliveryCost: number;
    returnCost: number;
    exchangeCost: number;
    deliveryCompanyId: number | null;
  },
): Promise<OrderMoneyDto> {
  const [partner, remitted, bill, client] = await Promise.all([
    order.deliveryCompanyId === null
      ? undefined
      : db
          .selectFrom('deliveryCompanies')
          .select('name')
          .where('id', '=', order.deliveryCompanyId)
          .executeTakeFirst(),
    db
      .selectFrom('movements')
      .select('createdAt')
      .where('orderId', '=', order.id)
      .where('status', '=', 'PAID_TO_WOLVO')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('billOrders as bo')
      .innerJoin('bills as b', 'b.id', 'bo.billId')
      .select([
        'b.id',
        'b.paymentNumber',
        'b.status',
        'b.confirmedAt',
        'b.insuranceBp',
        'b.refundBp',
      ])
      .where('bo.orderId', '=', order.id)
      .where('b.status', 'in', LIVE_STATUSES)
      .executeTakeFirst(),
    db
      .selectFrom('clients')
      .select(['insuranceBp', 'refundBp'])
      .where('id', '=', order.clientId)
      .executeTakeFirstOrThrow(),
  ]);
  const stored = bill
    ? await db
        .selectFrom('billLines')
        .select(['kind', 'cod', 'cost', 'insurance', 'refund', 'net'])
        .where('billId', '=', bill.id)
        .where('orderId', '=', order.id)
        .executeTakeFirst()
    : undefined;
  const kind = stored
    ? (stored.kind as BillLineKind)
    : order.status === 'DELIVERED'
      ? order.service === 'EXCHANGE'
        ? 'EXCHANGED'
        : 'DELIVERED'
      : kindOf(order.status, order.service);
  const rates = {
    insuranceBp: bill?.insuranceBp ?? client.insuranceBp,
    refundBp: bill?.refundBp ?? client.refundBp,
    shippingTvaBp: DEFAULT_SHIPPING_TVA_BP,
    packagingTvaBp: DEFAULT_PACKAGING_TVA_BP,
  };
  const line = stored
    ? stored
    : kind
      ? billLine({ ...order, kind }, rates)
      : { cod: 0, cost: 0, insurance: 0, refund: 0, net: 0 };
  return {
    kind,
    partner: partner?.name ?? null,
    remittedAt: remitted?.createdAt ?? null,
    bill: bill
      ? {
          id: bill.id,
          paymentNumber: bill.paymentNumber,
          status: bill.status,
          confirmedAt: bill.confirmedAt,
        }
      : null,
    cod: line.cod,
    cost: line.cost,
    insurance: line.insurance,
    refund: line.refund,
    net: line.net,
  };
}
