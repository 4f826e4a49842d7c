import {
  DEFAULT_PACKAGING_TVA_BP,
  DEFAULT_SHIPPING_TVA_BP,
  type BillLineKind,
  type OrderMoneyDto,
} from '@wolvo/shared/contracts';
import type { DbOrTx } from '../../db/database';
import { billLine, kindOf } from './bill-math';
import {
  clientRates,
  deliveryCompanyName,
  lastRemittance,
  liveBillOfOrder,
  storedLineMoney,
} from './bills.repository';

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
    order.deliveryCompanyId === null ? undefined : deliveryCompanyName(db, order.deliveryCompanyId),
    lastRemittance(db, order.id),
    liveBillOfOrder(db, order.id),
    clientRates(db, order.clientId),
  ]);
  const stored = bill ? await storedLineMoney(db, bill.id, order.id) : undefined;
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
