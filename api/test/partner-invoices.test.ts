import type { InjectOptions } from 'fastify';
import type { PartnerInvoices } from '@wolvo/shared/contracts';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { checkBillsAroundEachTest } from './bill-checks';
import { createMerchant, insertOrder } from './order-fixtures';

// Partner invoices against a real database with no demo orders: what each partner owes for the parcels it
// delivered (cash less its fees), recording a remittance all or nothing, and the orders a bill may then take.
describe.each(dialectsFor('sql'))('partner invoices (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    admin = (await login(t.app, 'admin')).token;
  });
  afterAll(() => t.close());
  checkBillsAroundEachTest(() => t);

  const send = (method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(admin), payload });

  async function partner(name: string, deliveryCost: number, exchangeCost: number) {
    const res = await send('POST', '/delivery-company/add', {
      name: `${name} ${dialect}`,
      deliveryCost,
      returnCost: 3000,
      exchangeCost,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  it("totals each partner's unremitted cash, records a remittance all or nothing, and frees the orders for a bill", async () => {
    const a = await partner('Rapide A', 5_000, 6_000);
    const b = await partner('Rapide B', 5_500, 6_500);
    const m = await createMerchant(t.handle.db, `inv.${dialect}`);
    const order = async (
      deliveryCompanyId: number,
      status: string,
      price: number,
      service = 'DELIVERY',
    ) => {
      const id = await insertOrder(t.handle.db, {
        clientId: m.clientId,
        businessId: m.businessIds[0]!,
        statuses: ['CREATED', 'COLLECTED', status],
        price,
        service,
        createdAt: '2026-11-18T08:00:00.000Z',
        collected: true,
      });
      await t.handle.db
        .updateTable('orders')
        .set({ deliveryCompanyId })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const a1 = await order(a, 'DELIVERED', 40_000);
    const a2 = await order(a, 'DELIVERED', 30_000, 'EXCHANGE');
    await order(a, 'IN_TRANSIT', 99_000);
    const b1 = await order(b, 'DELIVERED', 20_000);

    const invoices = (
      await send('GET', `/order/getPartnerInvoices?deliveryCompanyId=${a}`)
    ).json<PartnerInvoices>();
    expect(invoices.summary).toEqual([
      {
        deliveryCompanyId: a,
        name: `Rapide A ${dialect}`,
        orders: 2,
        cod: 70_000,
        fees: 11_000,
        due: 59_000,
      },
      {
        deliveryCompanyId: b,
        name: `Rapide B ${dialect}`,
        orders: 1,
        cod: 20_000,
        fees: 5_500,
        due: 14_500,
      },
    ]);
    expect(invoices.items.map((i) => [i.id, i.fee, i.due])).toEqual([
      [a1, 5_000, 35_000],
      [a2, 6_000, 24_000],
    ]);
    expect(invoices.total).toBe(2);

    // B's parcel in A's remittance: refused, and A's parcels stay as they were.
    const refused = await send('POST', '/order/partner-remittance', {
      deliveryCompanyId: a,
      orderIds: [a1, b1],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([`${b1}: partner.order-not-due`]);
    const statuses = async () =>
      (
        await t.handle.db
          .selectFrom('orders')
          .select(['id', 'status'])
          .where('id', 'in', [a1, a2, b1])
          .orderBy('id')
          .execute()
      ).map((r) => r.status);
    expect(await statuses()).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED']);

    const done = await send('POST', '/order/partner-remittance', {
      deliveryCompanyId: a,
      orderIds: [a1, a2],
    });
    expect(done.json()).toEqual({
      message: 'partner.remittance-recorded',
      orders: 2,
      cod: 70_000,
      fees: 11_000,
      due: 59_000,
    });
    expect(await statuses()).toEqual(['PAID_TO_WOLVO', 'PAID_TO_WOLVO', 'DELIVERED']);
    const after = (await send('GET', '/order/getPartnerInvoices')).json<PartnerInvoices>();
    expect(after.summary.map((s) => s.deliveryCompanyId)).toEqual([b]);

    const billable = (await send('GET', `/bill/billable-orders?clientId=${m.clientId}`)).json();
    expect(billable.items.map((i: { id: number; kind: string }) => [i.id, i.kind])).toEqual([
      [a1, 'DELIVERED'],
      [a2, 'EXCHANGED'],
    ]);
    expect((await send('GET', `/bill/billable-order-ids?clientId=${m.clientId}`)).json()).toEqual({
      ids: [a1, a2],
      total: 2,
    });
    // Once billed, they are no longer offered.
    expect((await send('POST', '/bill/add', { orderIds: [a1] })).statusCode).toBe(201);
    const left = (await send('GET', `/bill/billable-orders?clientId=${m.clientId}`)).json();
    expect(left.items.map((i: { id: number }) => i.id)).toEqual([a2]);

    // The payment calendar: the merchant is paid on Mondays (createMerchant) and owed its exchange now:
    // 30.000, the fixture's orders carrying no exchange cost (so no TVA either) and no insurance.
    const calendar = (await send('GET', '/client/getClientsByPaymentDay')).json();
    expect(calendar.days.map((d: { weekday: string }) => d.weekday)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    const monday = calendar.days[0].clients.find(
      (c: { clientId: number }) => c.clientId === m.clientId,
    );
    expect(monday).toMatchObject({ orders: 1, owed: 30_000 });
    const tuesday = calendar.days[1].clients.map((c: { clientId: number }) => c.clientId);
    expect(tuesday).not.toContain(m.clientId);
  });
});
