import { formatDinars } from '@wolvo/shared/contracts';
import { pdfRenderer } from '../src/modules/slips/pdf-pool';
import { trackingUrlOf } from '../src/modules/slips/tracking';
import { createMerchant, createUser, insertOrder } from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { pageCount, PDF_TOOLS as TOOLS, pdfText, scannedCodes } from './pdf-tools';

describe.each(dialectsFor('sql'))('delivery slips, GET /v1/order/voucher (%s)', (dialect) => {
  let t: TestApp;
  let shop: { token: string; clientId: number; businessIds: number[] };
  let other: { token: string; clientId: number; businessIds: number[] };
  let pending: { clientId: number; businessIds: number[] };
  let adminToken: string;
  let memberToken: string;
  const day = '2026-11-20T08:00:00.000Z';

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 40 });
    const db = t.handle.db;
    const m = await createMerchant(db, 'slips.shop');
    const o = await createMerchant(db, 'slips.other');
    const p = await createMerchant(db, 'slips.pending');
    await db.updateTable('clients').set({ confirmed: 0 }).where('id', '=', p.clientId).execute();
    await createUser(db, 'slips.member', 'clientPersonnelTeam', m.clientId, { SUPPORT: 'VIEW' });
    const [s, ot, admin, member] = await Promise.all(
      ['slips.shop', 'slips.other', 'admin', 'slips.member'].map((n) => login(t.app, n)),
    );
    shop = { token: s.token, ...m };
    other = { token: ot.token, ...o };
    pending = p;
    adminToken = admin.token;
    memberToken = member.token;
  });
  afterAll(() => t.close());

  const order = (
    owner: { clientId: number; businessIds: number[] },
    statuses: string[],
    extra: Partial<Parameters<typeof insertOrder>[1]> = {},
  ) =>
    insertOrder(t.handle.db, {
      clientId: owner.clientId,
      businessId: owner.businessIds[0],
      statuses,
      createdAt: day,
      ...extra,
    });
  const voucher = (token: string, ids: number[], query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/order/voucher?ids=${ids.join(',')}${query}`,
      headers: bearer(token),
    });
  const state = async (id: number) => {
    const row = await t.handle.db
      .selectFrom('orders')
      .select(['status', 'printCount', 'lastPrintedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const movements = await t.handle.db
      .selectFrom('movements')
      .select('status')
      .where('orderId', '=', id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    return { ...row, movements: movements.map((m) => m.status) };
  };

  it('answers one PDF with one slip per order: four per A4 page, or one per thermal label', async () => {
    const ids = await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        order(shop, ['MANUAL_ORDER'], { fullname: 'محمد بن علي', price: 1_234_500 }),
      ),
    );
    const a4 = await voucher(shop.token, ids);
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(a4.headers['content-disposition']).toMatch(
      /^inline; filename="wolvo-slips-\d{8}-\d{4}\.pdf"$/,
    );
    expect(a4.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(a4.rawPayload)).toBe(2);

    const thermal = await voucher(shop.token, ids, '&layout=thermal&lang=ar');
    expect(thermal.statusCode).toBe(200);
    expect(pageCount(thermal.rawPayload)).toBe(5);

    if (TOOLS) {
      const codes = await t.handle.db
        .selectFrom('orders')
        .select('code')
        .where('id', 'in', ids)
        .execute();
      const text = pdfText(a4.rawPayload);
      for (const { code } of codes) expect(text).toContain(code);
      expect(text).toContain('Destinataire');
      // The COD in the one money format (pdftotext gives its no-break spaces back as spaces).
      expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(
        formatDinars(1_234_500, 'fr').replace(/[\u00a0\u202f]/g, ' '),
      );
      expect(text).not.toMatch(/\d\.\d{3}\b|\bDT\b/);
      expect(pdfText(thermal.rawPayload)).toContain('المرسل إليه');
      // Each label: the Code 128 of the order code, and the QR code of its tracking link.
      const scanned = scannedCodes(thermal.rawPayload);
      expect(scanned.filter((s) => s.startsWith('WLV')).sort()).toEqual(
        codes.map((c) => c.code).sort(),
      );
      expect(scanned.filter((s) => s.startsWith('https:')).sort()).toEqual(
        ids
          .map((id) =>
            trackingUrlOf({ id }, 'ar', {
              publicUrl: 'https://wolvo.example',
              trackingSecret: 'test-tracking-secret',
            }),
          )
          .sort(),
      );
    }
  });

  it('makes the first print READY and a reprint PRINTED_N_TIMES, counting every print', async () => {
    const id = await order(shop, ['MANUAL_ORDER']);
    expect((await voucher(shop.token, [id])).statusCode).toBe(200);
    expect(await state(id)).toMatchObject({
      status: 'READY',
      printCount: 1,
      movements: ['MANUAL_ORDER', 'READY'],
    });
    expect((await voucher(shop.token, [id, id])).statusCode).toBe(200);
    expect(await state(id)).toMatchObject({
      status: 'PRINTED_N_TIMES',
      printCount: 2,
      movements: ['MANUAL_ORDER', 'READY', 'PRINTED_N_TIMES'],
    });
  });

  it('clears ORDER_EDITED when the edited order is printed again', async () => {
    const id = await order(shop, ['MANUAL_ORDER']);
    await voucher(shop.token, [id]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/edit/${id}`,
      headers: bearer(shop.token),
      payload: { merchandise: 'Robe bleue' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await state(id)).status).toBe('ORDER_EDITED');
    await voucher(shop.token, [id]);
    expect(await state(id)).toMatchObject({ status: 'PRINTED_N_TIMES', printCount: 2 });
  });

  it('keeps a pickup request and a collected order as they are, counting the print', async () => {
    const awaiting = await order(shop, ['MANUAL_ORDER', 'READY', 'AWAITING_COLLECTION']);
    const collected = await order(shop, ['MANUAL_ORDER', 'READY', 'COLLECTED'], {
      collected: true,
    });
    expect((await voucher(shop.token, [awaiting, collected])).statusCode).toBe(200);
    expect(await state(awaiting)).toMatchObject({
      status: 'AWAITING_COLLECTION',
      printCount: 1,
      movements: ['MANUAL_ORDER', 'READY', 'AWAITING_COLLECTION'],
    });
    expect(await state(collected)).toMatchObject({ status: 'COLLECTED', printCount: 1 });
  });

  it('refuses unconfirmed API orders, unconfirmed clients and cancelled orders, printing nothing', async () => {
    const fine = await order(shop, ['MANUAL_ORDER']);
    const apiPending = await order(shop, ['API_ORDER_CREATED'], { source: 'API' });
    const cancelled = await order(shop, ['MANUAL_ORDER', 'CANCELLED']);
    const before = await state(fine);
    const res = await voucher(shop.token, [fine, apiPending, cancelled]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: [
        `${apiPending}: order.cannot-print-unconfirmed`,
        `${cancelled}: order.cannot-print-cancelled`,
      ],
    });
    expect(await state(fine)).toEqual(before);
    expect(await state(apiPending)).toMatchObject({ status: 'API_ORDER_CREATED', printCount: 0 });

    // Once the merchant confirms the API order, it prints.
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/api-orders/confirm',
      headers: bearer(shop.token),
      payload: { ids: [apiPending] },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await voucher(shop.token, [apiPending])).statusCode).toBe(200);
    expect((await state(apiPending)).status).toBe('READY');

    const unconfirmedClient = await order(pending, ['MANUAL_ORDER']);
    const staff = await voucher(adminToken, [unconfirmedClient]);
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toEqual([`${unconfirmedClient}: order.cannot-print-unconfirmed`]);
    expect((await state(unconfirmedClient)).printCount).toBe(0);
  });

  it("hides another client's orders (404, nothing printed); staff print any client's", async () => {
    const theirs = await order(other, ['MANUAL_ORDER']);
    const mine = await order(shop, ['MANUAL_ORDER']);
    const res = await voucher(shop.token, [mine, theirs]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual([`${theirs}: order.not-found`]);
    expect((await state(mine)).printCount).toBe(0);
    expect((await state(theirs)).printCount).toBe(0);

    const staff = await voucher(adminToken, [theirs, mine]);
    expect(staff.statusCode).toBe(200);
    expect(pageCount(staff.rawPayload)).toBe(1);
    expect(await state(theirs)).toMatchObject({ status: 'READY', printCount: 1 });
  });

  it('renders first, then commits: a failed render records nothing', async () => {
    const id = await order(shop, ['MANUAL_ORDER']);
    const spy = jest.spyOn(pdfRenderer, 'render').mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await voucher(shop.token, [id])).statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await state(id)).toMatchObject({
      status: 'MANUAL_ORDER',
      printCount: 0,
      movements: ['MANUAL_ORDER'],
    });
  });

  it('prints again, recorded once, when an order changes while its slip renders', async () => {
    const id = await order(shop, ['MANUAL_ORDER']);
    const real = pdfRenderer.render.bind(pdfRenderer);
    let calls = 0;
    const spy = jest.spyOn(pdfRenderer, 'render').mockImplementation(async (job) => {
      calls += 1;
      // The merchant edits the order while the first render runs.
      if (calls === 1)
        await t.handle.db
          .updateTable('orders')
          .set({ note: 'Sonner deux fois', updatedAt: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
      return real(job);
    });
    try {
      const res = await voucher(shop.token, [id]);
      expect(res.statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(2);
    expect(await state(id)).toMatchObject({ status: 'READY', printCount: 1 });
  });

  it('refuses a team member without the orders page, and malformed input', async () => {
    const id = await order(shop, ['MANUAL_ORDER']);
    expect((await voucher(memberToken, [id])).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/voucher?ids=1,x',
      headers: bearer(shop.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('order.id.invalid');
    const layout = await voucher(shop.token, [id], '&layout=letter');
    expect(layout.statusCode).toBe(400);
    expect(layout.json().message).toBe('layout: value.invalid');
    expect((await state(id)).printCount).toBe(0);
  });
});
