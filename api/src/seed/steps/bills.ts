import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_PACKAGING_TVA_BP, DEFAULT_SHIPPING_TVA_BP } from '@wolvo/shared/contracts';
import { billOf, lineRows, totalsColumns } from '../../modules/bills/bill-lines';
import { chunks } from '../seed-context';

/**
 * Bills: paid ones hold orders paid to the sender, pending ones orders the provider has collected money
 * for, and a cancelled one; computed with the server's own bill arithmetic.
 */
export function billsOf(
  orders: Insertable<Database['orders']>[],
  clients: Insertable<Database['clients']>[],
  activeClients: ReadonlyArray<readonly [number, number]>,
  adminId: number,
) {
  const bills: Insertable<Database['bills']>[] = [];
  const billOrders: Insertable<Database['billOrders']>[] = [];
  const billFees: Insertable<Database['billFees']>[] = [];
  const billLines: Insertable<Database['billLines']>[] = [];
  activeClients.forEach(([clientIndex]) => {
    const clientId = clientIndex + 1;
    const paid = orders.filter((o) => o.clientId === clientId && o.status === 'PAID_TO_SENDER');
    const pending = orders.filter((o) => o.clientId === clientId && o.status === 'PAID_TO_WOLVO');
    const groups: Array<[string, typeof paid]> = [];
    for (const group of chunks(paid, Math.max(20, Math.ceil(paid.length / 6))))
      groups.push(['PAID', group]);
    if (pending.length) groups.push(['PENDING', pending.slice(0, Math.ceil(pending.length / 2))]);
    if (pending.length > 4) groups.push(['CANCELLED', pending.slice(-3)]);
    for (const [status, group] of groups) {
      const id = bills.length + 1;
      const lastOrderAt = group.reduce(
        (max, o) => (o.updatedAt > max ? (o.updatedAt as string) : max),
        '',
      );
      const packaging = 2000;
      const rates = {
        insuranceBp: clients[clientIndex].insuranceBp as number,
        refundBp: clients[clientIndex].refundBp as number,
        shippingTvaBp: DEFAULT_SHIPPING_TVA_BP,
        packagingTvaBp: DEFAULT_PACKAGING_TVA_BP,
      };
      // The same arithmetic and rows the server bills with, so a demo bill's detail adds up to its net.
      const fees = [{ title: 'Frais de packaging', value: packaging, unit: 'DT' as const }];
      const money = billOf(
        group.map((o) => ({
          id: o.id as number,
          code: o.code as string,
          status: o.status as string,
          service: o.service as string,
          price: o.price as number,
          deliveryCost: o.deliveryCost as number,
          returnCost: o.returnCost as number,
          exchangeCost: o.exchangeCost as number,
        })),
        fees,
        rates,
      );
      bills.push({
        id,
        paymentNumber: `PAY-${String(clientId).padStart(3, '0')}-${String(id).padStart(5, '0')}`,
        clientId,
        status,
        ...rates,
        ...totalsColumns(money.totals),
        createdBy: adminId,
        createdAt: lastOrderAt,
        updatedAt: lastOrderAt,
        confirmedAt: status === 'PAID' ? lastOrderAt : null,
        cancelledAt: status === 'CANCELLED' ? lastOrderAt : null,
      });
      billFees.push({
        id: billFees.length + 1,
        billId: id,
        ...fees[0]!,
        amount: money.fees[0]!.amount,
      });
      billLines.push(...lineRows(id, money));
      for (const order of group) billOrders.push({ billId: id, orderId: order.id as number });
    }
  });
  return { bills, billOrders, billFees, billLines };
}
