import type { InjectOptions } from 'fastify';
import type { BillDetail, BillPreview } from '@wolvo/shared/contracts';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { checkBillsAroundEachTest } from './bill-checks';
import {
  createUser,
  insertOrder,
  merchantWithBillableOrders,
  orderStatusOf,
} from './order-fixtures';
import { PDF_TOOLS, pdfText } from './pdf-tools';

// Client bills against a real database, on hand-built orders whose money is known to the millime:
// preview, creation, the pending → paid | cancelled state machine, concurrent confirmations, who sees
// which bill, and the paid / pending / unbilled totals.
describe.each(dialectsFor('sql'))('bills (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    admin = (await login(t.app, 'admin')).token;
  });
  afterAll(() => t.close());
  checkBillsAroundEachTest(() => t);

  const send = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

  /** A merchant with the orders a bill takes (`merchantWithBillableOrders`), signed in. */
  async function merchantWithOrders() {
    const name = `bill.${dialect}.${++seq}`;
    const merchant = await merchantWithBillableOrders(t.handle.db, name);
    return { ...merchant, token: (await login(t.app, name)).token };
  }

  const FEES = [
    { title: 'Emballage', value: 2_500, unit: 'DT' },
    { title: 'Frais COD', value: 100, unit: '%' },
  ];
  const statusOf = (id: number) => orderStatusOf(t.handle.db, id);

  it('previews a bill to the millime: lines per kind, fees in DT and %, TVA, net', async () => {
    const m = await merchantWithOrders();
    const ids = [m.delivered, m.returned, m.refunded].join(',');
    const res = await send(
      admin,
      'GET',
      `/bill/init/${ids}?fees=${encodeURIComponent(JSON.stringify(FEES))}`,
    );
    expect(res.statusCode).toBe(200);
    const preview = res.json<BillPreview>();
    expect(
      preview.lines.map(({ orderId, kind, cod, cost, insurance, refund, net }) => ({
        orderId,
        kind,
        cod,
        cost,
        insurance,
        refund,
        net,
      })),
    ).toEqual([
      // 89.500 − 7.100 − 1.5 % (1.3425 → 1.343)
      {
        orderId: m.delivered,
        kind: 'DELIVERED',
        cod: 89_500,
        cost: 7_100,
        insurance: 1_343,
        refund: 0,
        net: 81_057,
      },
      {
        orderId: m.returned,
        kind: 'RETURNED',
        cod: 0,
        cost: 4_100,
        insurance: 0,
        refund: 0,
        net: -4_100,
      },
      // 50 % of 33.333 → 16.667
      {
        orderId: m.refunded,
        kind: 'REFUNDED',
        cod: 0,
        cost: 0,
        insurance: 0,
        refund: 16_667,
        net: 16_667,
      },
    ]);
    expect(preview.fees.map((f) => f.amount)).toEqual([2_500, 895]);
    expect(preview.totals).toMatchObject({
      cod: 89_500,
      costs: 11_200,
      insurance: 1_343,
      refunds: 16_667,
      fees: 3_395,
      shippingTva: 2_128, // 19 % of 11.200
      packagingTva: 645, // 19 % of 3.395 = 0.64505
      netToPay: 87_456,
    });
    // Nothing written.
    expect(
      await t.handle.db
        .selectFrom('bills')
        .select('id')
        .where('clientId', '=', m.clientId)
        .execute(),
    ).toEqual([]);
  });

  it('names each order it refuses, and refuses an empty selection, two clients and bad fees', async () => {
    const a = await merchantWithOrders();
    const b = await merchantWithOrders();
    const refused = await send(admin, 'GET', `/bill/init/${a.delivered},${a.moving},999999`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([
      `${a.moving}: bill.order-not-billable`,
      '999999: order.not-found',
    ]);
    // A long selection travels in the path too: each unknown id is named.
    const many = Array.from({ length: 400 }, (_, i) => 900_000 + i);
    const long = await send(admin, 'GET', `/bill/init/${many.join(',')}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toHaveLength(400);
    const mixed = await send(admin, 'GET', `/bill/init/${a.delivered},${b.delivered}`);
    expect(mixed.json().message).toBe('bill.one-client');
    const empty = await send(admin, 'POST', '/bill/add', { orderIds: [] });
    expect(empty.json().message).toBe('bill.at-least-one-order');
    for (const fees of [
      'not json',
      JSON.stringify([{ title: 'x', value: -1, unit: 'DT' }]),
      JSON.stringify([{ title: 'x', value: 1, unit: 'EUR' }]),
    ]) {
      const res = await send(
        admin,
        'GET',
        `/bill/init/${a.delivered}?fees=${encodeURIComponent(fees)}`,
      );
      expect(res.json().message).toBe('fees: value.invalid');
    }
  });

  it('creates a pending bill that notifies the client and holds its orders; paying it moves them; paid is final', async () => {
    const m = await merchantWithOrders();
    const orderIds = [m.delivered, m.returned, m.refunded];
    const res = await send(admin, 'POST', '/bill/add', { orderIds, fees: FEES });
    expect(res.statusCode).toBe(201);
    const bill = res.json<BillDetail>();
    expect(bill).toMatchObject({
      status: 'PENDING',
      orderCount: 3,
      netToPay: 87_456,
      clientId: m.clientId,
    });
    expect(bill.paymentNumber).toBe(
      `PAY-${String(m.clientId).padStart(3, '0')}-${String(bill.id).padStart(5, '0')}`,
    );
    expect(bill.totals.netToPay).toBe(87_456);
    // The demo data holds older NEW_BILL notifications: only this bill's, made now, count.
    const told = await t.handle.db
      .selectFrom('notifications')
      .select('userId')
      .where('code', '=', 'NEW_BILL')
      .where('sourceId', '=', bill.id)
      .where('createdAt', '>=', bill.createdAt)
      .execute();
    expect(told.map((n) => n.userId)).toEqual([m.userId]);
    // The same orders cannot go into a second live bill.
    const twice = await send(admin, 'POST', '/bill/add', { orderIds: [m.delivered] });
    expect(twice.json().message).toEqual([`${m.delivered}: bill.order-in-bill`]);

    const paid = await send(admin, 'PUT', `/bill/confirm/${bill.id}`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ message: 'bill.confirmed', bill: { status: 'PAID' } });
    expect(await statusOf(m.delivered)).toBe('PAID_TO_SENDER');
    expect(await statusOf(m.returned)).toBe('RETURN_BILLED_TO_SENDER');
    expect(await statusOf(m.refunded)).toBe('REFUNDED');
    for (const verb of ['confirm', 'cancel']) {
      const again = await send(admin, 'PUT', `/bill/${verb}/${bill.id}`);
      expect({ verb, status: again.statusCode, message: again.json().message }).toEqual({
        verb,
        status: 409,
        message: 'bill.already-paid',
      });
    }
    // The order's own money trail says the same, to its client.
    const detailOf = await send(m.token, 'GET', `/order/get/search-for-id/${m.delivered}`);
    expect(detailOf.json().money).toEqual({
      kind: 'DELIVERED',
      partner: null,
      remittedAt: '2026-11-10T08:03:00.000Z',
      bill: {
        id: bill.id,
        paymentNumber: bill.paymentNumber,
        status: 'PAID',
        confirmedAt: expect.any(String),
      },
      cod: 89_500,
      cost: 7_100,
      insurance: 1_343,
      refund: 0,
      net: 81_057,
    });
    // The paid bill's detail still adds up (its lines read the orders' final statuses).
    const detail = (await send(admin, 'GET', `/bill/get/${bill.id}`)).json<BillDetail>();
    expect(detail.totals.netToPay).toBe(87_456);
    expect(detail.lines.map((l) => l.status)).toEqual([
      'PAID_TO_SENDER',
      'RETURN_BILLED_TO_SENDER',
      'REFUNDED',
    ]);
  });

  it("prints the bill's invoice with the server's figures, in French and in Arabic, for staff and its client only", async () => {
    const m = await merchantWithOrders();
    await t.handle.db
      .updateTable('clients')
      .set({ cin: '01234567', rc: 'B0123452019' })
      .where('id', '=', m.clientId)
      .execute();
    const bill = (
      await send(admin, 'POST', '/bill/add', {
        orderIds: [m.delivered, m.returned, m.refunded],
        fees: FEES,
      })
    ).json<BillDetail>();
    const fr = await send(admin, 'GET', `/bill/invoice/${bill.id}`);
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['content-disposition']).toContain(`wolvo-invoice-${bill.paymentNumber}`);
    const mine = await send(m.token, 'GET', `/bill/invoice/${bill.id}?lang=ar`);
    expect(mine.statusCode).toBe(200);
    const other = await merchantWithOrders();
    expect((await send(other.token, 'GET', `/bill/invoice/${bill.id}`)).statusCode).toBe(404);
    if (!PDF_TOOLS) return;
    const text = pdfText(fr.rawPayload);
    for (const expected of [
      bill.paymentNumber,
      'Facture de paiement',
      'Matricule fiscal 1234567/A/M/000',
      'CIN 01234567',
      'Emballage',
      '87,456 dt', // the net to pay of the preview test, unchanged in print
      '81,057', // the delivered parcel's line
      '-4,100',
      '16,667',
    ])
      expect(text).toContain(expected);
    const arabic = pdfText(mine.rawPayload);
    expect(arabic).toContain(bill.paymentNumber);
    expect(arabic).toContain('87,456');
    expect(arabic).toContain('1234567/A/M/000');
  });

  it('adds orders to a pending bill and removes them (ADD_TO_BILL, REMOVE_FROM_BILL), the net following', async () => {
    const m = await merchantWithOrders();
    const other = await merchantWithOrders();
    const bill = (
      await send(admin, 'POST', '/bill/add', { orderIds: [m.delivered] })
    ).json<BillDetail>();
    // 81.057 − 19 % TVA on 7.100 (1.349).
    expect(bill.netToPay).toBe(81_057 - 1_349);
    const added = await send(admin, 'PUT', `/bill/${bill.id}/add-orders`, {
      orderIds: [m.returned, m.refunded],
    });
    expect(added.statusCode).toBe(200);
    // The three orders of the preview test, without its fees: 81.057 − 4.100 + 16.667 − 19 % of 11.200.
    expect(added.json<BillDetail>()).toMatchObject({
      orderCount: 3,
      netToPay: 81_057 - 4_100 + 16_667 - 2_128,
    });
    const refused = [
      [
        await send(admin, 'PUT', `/bill/${bill.id}/add-orders`, { orderIds: [m.returned] }),
        [`${m.returned}: bill.order-in-bill`],
      ],
      [
        await send(admin, 'PUT', `/bill/${bill.id}/add-orders`, { orderIds: [other.delivered] }),
        'bill.one-client',
      ],
      [
        await send(admin, 'PUT', `/bill/${bill.id}/remove-orders`, { orderIds: [other.delivered] }),
        [`${other.delivered}: bill.order-not-in-bill`],
      ],
      [
        await send(admin, 'PUT', `/bill/${bill.id}/remove-orders`, {
          orderIds: [m.delivered, m.returned, m.refunded],
        }),
        'bill.at-least-one-order',
      ],
    ] as const;
    for (const [res, message] of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(message);
    }
    const removed = await send(admin, 'PUT', `/bill/${bill.id}/remove-orders`, {
      orderIds: [m.returned],
    });
    expect(removed.json<BillDetail>()).toMatchObject({
      orderCount: 2,
      netToPay: 81_057 + 16_667 - 1_349,
    });
    // The removed order is free for another bill; a paid bill takes no more changes.
    expect((await send(admin, 'POST', '/bill/add', { orderIds: [m.returned] })).statusCode).toBe(
      201,
    );
    await send(admin, 'PUT', `/bill/confirm/${bill.id}`);
    const late = await send(admin, 'PUT', `/bill/${bill.id}/remove-orders`, {
      orderIds: [m.delivered],
    });
    expect({ status: late.statusCode, message: late.json().message }).toEqual({
      status: 409,
      message: 'bill.already-paid',
    });
  });

  it('cancels a pending bill for good and frees its orders for another bill', async () => {
    const m = await merchantWithOrders();
    const bill = (
      await send(admin, 'POST', '/bill/add', { orderIds: [m.delivered] })
    ).json<BillDetail>();
    const cancelled = await send(admin, 'PUT', `/bill/cancel/${bill.id}`);
    expect(cancelled.json()).toMatchObject({
      message: 'bill.cancelled',
      bill: { status: 'CANCELLED' },
    });
    expect(await statusOf(m.delivered)).toBe('PAID_TO_WOLVO');
    expect((await send(admin, 'PUT', `/bill/confirm/${bill.id}`)).json().message).toBe(
      'bill.already-cancelled',
    );
    expect((await send(admin, 'POST', '/bill/add', { orderIds: [m.delivered] })).statusCode).toBe(
      201,
    );
    expect((await send(admin, 'PUT', '/bill/confirm/999999')).statusCode).toBe(404);
  });

  it('lets exactly one of several simultaneous confirmations win', async () => {
    const m = await merchantWithOrders();
    const bill = (
      await send(admin, 'POST', '/bill/add', { orderIds: [m.delivered, m.returned] })
    ).json<BillDetail>();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send(admin, 'PUT', `/bill/${i % 2 ? 'cancel' : 'confirm'}/${bill.id}`),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    const movements = await t.handle.db
      .selectFrom('movements')
      .select('status')
      .where('orderId', '=', m.delivered)
      .where('status', '=', 'PAID_TO_SENDER')
      .execute();
    expect(movements.length).toBeLessThanOrEqual(1);
  });

  it('shows a client its own bills only, and its totals paid, pending and unbilled', async () => {
    const m = await merchantWithOrders();
    const other = await merchantWithOrders();
    const mine = (
      await send(admin, 'POST', '/bill/add', { orderIds: [m.delivered] })
    ).json<BillDetail>();
    const theirs = (
      await send(admin, 'POST', '/bill/add', { orderIds: [other.delivered] })
    ).json<BillDetail>();
    expect((await send(m.token, 'GET', `/bill/get/${mine.id}`)).statusCode).toBe(200);
    const hidden = await send(m.token, 'GET', `/bill/get/${theirs.id}`);
    expect({ status: hidden.statusCode, message: hidden.json().message }).toEqual({
      status: 404,
      message: 'bill.not-found',
    });
    const list = (await send(m.token, 'GET', `/bill/get-all?clientId=${other.clientId}`)).json();
    expect(list.items.map((b: { id: number }) => b.id)).toEqual([mine.id]);

    await send(admin, 'PUT', `/bill/confirm/${mine.id}`);
    const totals = await send(m.token, 'GET', `/bill/statistics/total-paid-unpaid/${m.clientId}`);
    // Paid: 81.057 − 19 % TVA on 7.100 (1.349). Unbilled: the returned and refunded orders:
    // −4.100 + 16.667 − 19 % of 4.100 (0.779).
    expect(totals.json()).toEqual({
      paid: 81_057 - 1_349,
      pending: 0,
      unbilled: -4_100 + 16_667 - 779,
    });
    expect(
      (await send(m.token, 'GET', `/bill/statistics/total-paid-unpaid/${other.clientId}`))
        .statusCode,
    ).toBe(404);
  });

  it('lists damaged parcels with their refund at the client rate, lets staff refund them once, and the next bill credits them', async () => {
    const m = await merchantWithOrders();
    const damaged = await insertOrder(t.handle.db, {
      clientId: m.clientId,
      businessId: m.businessIds[0]!,
      statuses: ['CREATED', 'COLLECTED', 'IN_TRANSIT'],
      price: 45_555,
      createdAt: '2026-11-12T08:00:00.000Z',
      collected: true,
    });
    await t.handle.db
      .updateTable('orders')
      .set({ subStatus: 'DAMAGED' })
      .where('id', '=', damaged)
      .execute();
    const list = async (token: string) =>
      (await send(token, 'GET', `/order/geFinanceRefund?clientId=${m.clientId}`)).json();
    const before = await list(m.token);
    // 50 % of 45.555 = 22.7775 → 22.778.
    expect(
      before.items.map((i: { id: number; refund: number; state: string }) => [
        i.id,
        i.refund,
        i.state,
      ]),
    ).toEqual([[damaged, 22_778, 'TO_REFUND']]);
    expect(before.totals).toEqual({ TO_REFUND: 22_778, REFUNDED: 0, CREDITED: 0 });
    // Not damaged, or refunded already: refused.
    expect((await send(admin, 'PUT', `/order/refund/${m.moving}`)).json().message).toBe(
      'order.not-refundable',
    );
    const refunded = await send(admin, 'PUT', `/order/refund/${damaged}`);
    expect(refunded.json()).toMatchObject({ id: damaged, state: 'REFUNDED', refund: 22_778 });
    expect((await send(admin, 'PUT', `/order/refund/${damaged}`)).statusCode).toBe(409);
    expect((await send(m.token, 'PUT', `/order/refund/${damaged}`)).statusCode).toBe(403);

    const bill = (
      await send(admin, 'POST', '/bill/add', { orderIds: [damaged] })
    ).json<BillDetail>();
    expect(bill.lines).toMatchObject([{ orderId: damaged, kind: 'REFUNDED', refund: 22_778 }]);
    await send(admin, 'PUT', `/bill/confirm/${bill.id}`);
    const after = await list(admin);
    expect(after.items).toMatchObject([
      { id: damaged, state: 'CREDITED', paymentNumber: bill.paymentNumber },
    ]);
    // Another client sees none of it.
    const other = await merchantWithOrders();
    expect((await list(other.token)).items).toEqual([]);
  });

  it('never lets an order be in two live bills, whatever adds, payments and cancellations come in', async () => {
    const m = await merchantWithOrders();
    const pool = [m.delivered, m.returned, m.refunded];
    for (let i = 0; i < 7; i++)
      pool.push(
        await insertOrder(t.handle.db, {
          clientId: m.clientId,
          businessId: m.businessIds[0]!,
          statuses: ['CREATED', 'COLLECTED', 'DELIVERED', 'PAID_TO_WOLVO'],
          price: 10_000 + i,
          createdAt: '2026-11-11T08:00:00.000Z',
          collected: true,
        }),
      );
    // Seeded steps: the same sequence on every run, on both databases.
    let seed = 424_242;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const created: number[] = [];
    const pending: number[] = [];
    for (let step = 0; step < 60; step++) {
      // Adds half the time, cancellations (which free orders) often, payments (which end them) rarely.
      const roll = next(6);
      if (roll < 3 || pending.length === 0) {
        // Two requests at once, each for a few of the pool: an order may go into one of them at most.
        const pick = () => pool.filter(() => next(4) === 0);
        const answers = await Promise.all(
          [pick(), pick()].map((orderIds) => send(admin, 'POST', '/bill/add', { orderIds })),
        );
        for (const a of answers)
          if (a.statusCode === 201) {
            created.push(a.json().id);
            pending.push(a.json().id);
          }
      } else {
        const id = pending.splice(next(pending.length), 1)[0]!;
        const verb = roll < 5 ? 'cancel' : 'confirm';
        expect((await send(admin, 'PUT', `/bill/${verb}/${id}`)).statusCode).toBe(200);
      }
      const live = await t.handle.db
        .selectFrom('billOrders as bo')
        .innerJoin('bills as b', 'b.id', 'bo.billId')
        .select(['bo.orderId'])
        .where('b.status', 'in', ['PENDING', 'PAID'])
        .where('bo.orderId', 'in', pool)
        .execute();
      const ids = live.map((r) => r.orderId);
      expect({ step, ids: ids.length }).toEqual({ step, ids: new Set(ids).size });
    }
    // The run did exercise the rule: many bills were made, from a pool of ten orders.
    expect(created.length).toBeGreaterThan(5);
  });

  it('refuses team members without the pages, and clients on the staff actions', async () => {
    const m = await merchantWithOrders();
    const viewerName = `bill.viewer.${dialect}.${++seq}`;
    await createUser(t.handle.db, viewerName, 'companyPersonnelTeam', null, {
      FINANCE_PAYMENT_HISTORY: 'VIEW',
    });
    const viewer = (await login(t.app, viewerName)).token;
    expect((await send(viewer, 'POST', '/bill/add', { orderIds: [m.delivered] })).statusCode).toBe(
      403,
    );
    const bill = (
      await send(admin, 'POST', '/bill/add', { orderIds: [m.delivered] })
    ).json<BillDetail>();
    expect((await send(viewer, 'PUT', `/bill/confirm/${bill.id}`)).statusCode).toBe(403);
    expect((await send(viewer, 'GET', `/bill/get/${bill.id}`)).statusCode).toBe(200);
    expect((await send(m.token, 'PUT', `/bill/confirm/${bill.id}`)).statusCode).toBe(403);
  });
});
