import type { InjectOptions } from 'fastify';
import { Migrator } from 'kysely';
import type { BillDetail } from '@wolvo/shared/contracts';
import { migrationProvider } from '../src/db/migrations';
import { readBillMoney } from '../src/modules/bills/bill-lines';
import { billProblems, checkBillsAroundEachTest } from './bill-checks';
import {
  bearer,
  createEmptyDatabase,
  createTestApp,
  dialectsFor,
  login,
  type TestApp,
} from './helpers';
import {
  createMerchant,
  insertAdmin,
  insertOrder,
  merchantWithBillableOrders,
} from './order-fixtures';
import { PDF_TOOLS, pdfText } from './pdf-tools';

// A bill's money is what was written with it: a paid or cancelled bill's detail and invoice never
// change after its orders are edited, every write that would change a paid order's money is refused by
// name, and a pending bill follows its orders until it is paid. Orders are hand-built with known money.
describe.each(dialectsFor('sql'))('bills keep their money (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    admin = (await login(t.app, 'admin')).token;
  });
  afterAll(() => t.close());
  checkBillsAroundEachTest(() => t);

  const send = (method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(admin), payload });

  const merchantWithOrders = () =>
    merchantWithBillableOrders(t.handle.db, `frozen.${dialect}.${++seq}`);

  async function billOf(orderIds: number[], settle?: 'confirm' | 'cancel') {
    const res = await send('POST', '/bill/add', {
      orderIds,
      fees: [
        { title: 'Emballage', value: 2_500, unit: 'DT' },
        { title: 'Frais COD', value: 100, unit: '%' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const bill = res.json<BillDetail>();
    if (settle) expect((await send('PUT', `/bill/${settle}/${bill.id}`)).statusCode).toBe(200);
    return bill.id;
  }

  const detail = async (id: number) => (await send('GET', `/bill/get/${id}`)).body;
  // The invoice without its print time, the one thing that differs between two prints.
  const invoiceText = async (id: number) =>
    pdfText((await send('GET', `/bill/invoice/${id}`)).rawPayload).replace(
      /\d{2}[/.]\d{2}[/.]\d{2,4}( \d{2}:\d{2})?/g,
      '<date>',
    );

  it("refuses, by name, every staff write that would change a paid order's money, and the bill stays as paid", async () => {
    const m = await merchantWithOrders();
    const id = await billOf([m.delivered, m.returned, m.refunded], 'confirm');
    const paid = await detail(id);
    expect(JSON.parse(paid)).toMatchObject({
      status: 'PAID',
      // 89.500 − 7.100 − 1.343 | −4.100 | 16.667 (half of 33.333); fees 2.500 + 0.895; TVA 19 % of
      // 11.200 and of 3.395.
      lines: [
        { orderId: m.delivered, net: 81_057, status: 'PAID_TO_SENDER' },
        { orderId: m.returned, net: -4_100, status: 'RETURN_BILLED_TO_SENDER' },
        { orderId: m.refunded, net: 16_667, status: 'REFUNDED' },
      ],
      totals: { cod: 89_500, fees: 3_395, shippingTva: 2_128, packagingTva: 645, netToPay: 87_456 },
    });
    const invoice = PDF_TOOLS ? await invoiceText(id) : '';

    const refusals: Array<[string, object, string]> = [
      [`/order/edit/${m.delivered}`, { newPrice: 64_024 }, 'bill.order-paid'],
      [`/order/edit/${m.delivered}`, { newStatus: 'DELIVERED' }, 'bill.order-paid'],
      [`/order/edit/${m.delivered}`, { replaceStatus: 'RETURN_TO_SENDER' }, 'bill.order-paid'],
      [`/order/edit/${m.returned}`, { newStatus: 'PAID_TO_WOLVO' }, 'bill.order-paid'],
      [`/order/edit/${m.refunded}`, { newPrice: 50_000 }, 'bill.order-paid'],
      [
        `/order/edit/delivery-cost/${m.delivered}`,
        { deliveryCost: 1_000 },
        'delivery-cost.bill-paid',
      ],
    ];
    for (const [url, body, message] of refusals) {
      const res = await send('PUT', url, body);
      expect({ url, body, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        body,
        status: 409,
        message,
      });
    }
    // Nothing of a refused edit was written: the COD, the status and the audit trail are as before.
    const order = await t.handle.db
      .selectFrom('orders')
      .select(['price', 'status', 'service'])
      .where('id', '=', m.delivered)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ price: 89_500, status: 'PAID_TO_SENDER', service: 'DELIVERY' });
    expect(
      await t.handle.db
        .selectFrom('auditLog')
        .select('id')
        .where('entityId', '=', m.delivered)
        .execute(),
    ).toEqual([]);

    // What does not touch money goes through.
    expect(
      (await send('PUT', `/order/edit/${m.delivered}`, { merchandise: 'Robe' })).statusCode,
    ).toBe(200);
    expect(await detail(id)).toBe(paid);
    if (PDF_TOOLS) expect(await invoiceText(id)).toBe(invoice);
  });

  it('keeps a cancelled bill as it was when its released orders are edited and billed again', async () => {
    const m = await merchantWithOrders();
    const id = await billOf([m.delivered, m.returned], 'cancel');
    const cancelled = await detail(id);
    const invoice = PDF_TOOLS ? await invoiceText(id) : '';
    expect((await send('PUT', `/order/edit/${m.delivered}`, { newPrice: 64_024 })).statusCode).toBe(
      200,
    );
    expect(
      (await send('PUT', `/order/edit/delivery-cost/${m.returned}`, { deliveryCost: 9_000 }))
        .statusCode,
    ).toBe(200);
    await billOf([m.delivered, m.returned], 'confirm');
    expect(await detail(id)).toBe(cancelled);
    if (PDF_TOOLS) expect(await invoiceText(id)).toBe(invoice);
  });

  it("follows a pending bill's orders until it is paid: a new COD, a cost, a status", async () => {
    const m = await merchantWithOrders();
    const id = await billOf([m.delivered, m.returned]);
    const edit = await send('PUT', `/order/edit/${m.delivered}`, { newPrice: 64_024 });
    expect(edit.statusCode).toBe(200);
    // 64.024 − 7.100 − 0.960 (1.5 %, rounded half up from 0.96036).
    const pending = JSON.parse(await detail(id)) as BillDetail;
    expect(pending.lines[0]).toMatchObject({ orderId: m.delivered, cod: 64_024, net: 55_964 });
    expect(pending.totals.cod).toBe(64_024);
    expect(pending.totals.fees).toBe(2_500 + 640);

    // A status that makes no line takes the order's line off the pending bill.
    expect(
      (await send('PUT', `/order/edit/${m.returned}`, { newStatus: 'RETURN_TO_SENDER' }))
        .statusCode,
    ).toBe(200);
    const after = JSON.parse(await detail(id)) as BillDetail;
    expect(after.lines.map((l) => l.orderId)).toEqual([m.delivered]);
    expect(after.totals.costs).toBe(7_100);

    // Paying it freezes what it says then.
    expect((await send('PUT', `/bill/confirm/${id}`)).statusCode).toBe(200);
    const paid = JSON.parse(await detail(id)) as BillDetail;
    expect(paid.totals).toEqual(after.totals);
    expect(paid.lines[0]).toMatchObject({ net: 55_964, status: 'PAID_TO_SENDER' });
  });

  it('counts a problem when stored money does not add up (the check itself can fail)', async () => {
    const m = await merchantWithOrders();
    const id = await billOf([m.delivered]);
    const { netToPay } = await t.handle.db
      .selectFrom('bills')
      .select('netToPay')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.handle.db.updateTable('bills').set({ netToPay: 1 }).where('id', '=', id).execute();
    expect(await billProblems(t.handle.db)).toEqual([
      `bill ${id} (PENDING): netToPay 1, its rows make ${netToPay}`,
    ]);
    // Put right, so the check after this test passes.
    await t.handle.db.updateTable('bills').set({ netToPay }).where('id', '=', id).execute();
  });
});

// The migration that gives bills their own rows fills them for the bills already there: a pending bill
// from its orders, a paid one too but keeping the net it was paid.
describe.each(dialectsFor('sql'))('bill lines migration (%s)', (dialect) => {
  const BEFORE = '2026-11-29T09-00_statistics-governorate-cover';
  it("writes each existing bill's lines, fee amounts and totals; a paid bill keeps its net", async () => {
    const db = await createEmptyDatabase(dialect);
    try {
      const migrator = new Migrator({ db: db.handle.db, provider: migrationProvider(dialect) });
      const before = await migrator.migrateTo(BEFORE);
      if (before.error) throw before.error;
      await insertAdmin(db.handle);
      const m = await createMerchant(db.handle.db, 'lines.backfill');
      const order = (statuses: string[], price: number) =>
        insertOrder(db.handle.db, {
          clientId: m.clientId,
          businessId: m.businessIds[0]!,
          statuses,
          price,
          createdAt: '2026-11-10T08:00:00.000Z',
          collected: true,
        });
      const delivered = await order(
        ['CREATED', 'COLLECTED', 'DELIVERED', 'PAID_TO_SENDER'],
        50_000,
      );
      const remitted = await order(['CREATED', 'COLLECTED', 'DELIVERED', 'PAID_TO_WOLVO'], 20_000);
      const at = '2026-11-20T08:00:00.000Z';
      const bill = async (status: string, netToPay: number, orderId: number) => {
        const { id } = await db.handle.db
          .insertInto('bills')
          .values({
            paymentNumber: `PAY-${status}`,
            clientId: m.clientId,
            status,
            insuranceBp: 0,
            refundBp: 0,
            shippingTvaBp: 1900,
            packagingTvaBp: 1900,
            netToPay,
            createdBy: null,
            createdAt: at,
            updatedAt: at,
            confirmedAt: null,
            cancelledAt: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.handle.db.insertInto('billOrders').values({ billId: id, orderId }).execute();
        await db.handle.db
          .insertInto('billFees')
          .values({ billId: id, title: 'Frais', value: 100, unit: '%' })
          .execute();
        return id;
      };
      // Paid 41.000 once; its order's COD was edited afterwards (the defect this migration ends).
      const paid = await bill('PAID', 41_000, delivered);
      const pending = await bill('PENDING', 0, remitted);

      const after = await migrator.migrateToLatest();
      if (after.error) throw after.error;
      const paidMoney = await readBillMoney(db.handle.db, paid);
      // 50.000 − 7.100; 1 % of the COD is 0.500; TVA 19 % of 7.100 and of 0.500.
      expect(paidMoney.lines).toEqual([
        expect.objectContaining({ orderId: delivered, cod: 50_000, cost: 7_100, net: 42_900 }),
      ]);
      expect(paidMoney.fees).toEqual([expect.objectContaining({ amount: 500 })]);
      expect(paidMoney.totals).toMatchObject({
        shippingTva: 1_349,
        packagingTva: 95,
        netToPay: 41_000,
      });
      const pendingMoney = await readBillMoney(db.handle.db, pending);
      expect(pendingMoney.totals).toMatchObject({
        cod: 20_000,
        fees: 200,
        netToPay: 20_000 - 7_100 - 200 - 1_349 - 38,
      });
    } finally {
      await db.close();
    }
  });
});
