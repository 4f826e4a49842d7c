import { formatDinars } from '@wolvo/shared/contracts';
import { createMerchant, createUser, insertOrder } from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { PDF_TOOLS as TOOLS, pdfText } from './pdf-tools';

const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe.each(dialectsFor('http'))('pickup manifest, GET /v1/order/manifest (%s)', (dialect) => {
  let t: TestApp;
  let shop: { token: string; clientId: number; businessIds: number[] };
  let other: { token: string; clientId: number; businessIds: number[] };
  let adminToken: string;
  let memberToken: string;
  const day = '2026-11-20T08:00:00.000Z';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.handle.db;
    const m = await createMerchant(db, 'manifest.shop');
    const o = await createMerchant(db, 'manifest.other');
    await createUser(db, 'manifest.member', 'clientPersonnelTeam', m.clientId, {
      SUPPORT: 'VIEW',
    });
    const [s, ot, admin, member] = await Promise.all(
      ['manifest.shop', 'manifest.other', 'admin', 'manifest.member'].map((n) => login(t.app, n)),
    );
    shop = { token: s.token, ...m };
    other = { token: ot.token, ...o };
    adminToken = admin.token;
    memberToken = member.token;
  });
  afterAll(() => t.close());

  const order = async (
    owner: { clientId: number; businessIds: number[] },
    extra: Partial<Parameters<typeof insertOrder>[1]> & { note?: string } = {},
  ) => {
    const { note, ...rest } = extra;
    const id = await insertOrder(t.handle.db, {
      clientId: owner.clientId,
      businessId: owner.businessIds[0],
      statuses: ['MANUAL_ORDER', 'READY'],
      createdAt: day,
      ...rest,
    });
    if (note) await t.handle.db.updateTable('orders').set({ note }).where('id', '=', id).execute();
    return id;
  };
  const manifest = (token: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/order/manifest${query}`, headers: bearer(token) });
  const codesOf = async (ids: number[]) =>
    (
      await t.handle.db.selectFrom('orders').select(['id', 'code']).where('id', 'in', ids).execute()
    ).map((r) => r.code);
  const stateOf = (ids: number[]) =>
    t.handle.db
      .selectFrom('orders')
      .select(['id', 'status', 'printCount'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();

  it('lists the orders with the parcel count and the COD total summed from millimes', async () => {
    // 12.345 + 0.001 + 999.999 + 0.100 + 0.200 + 0 (already paid) = 1012.645 DT, exactly.
    const prices = [12_345, 1, 999_999, 100, 200, 0];
    const ids = [];
    for (const [i, price] of prices.entries())
      ids.push(await order(shop, { price, note: i === 0 ? 'Appeler avant 10h' : undefined }));
    const before = await stateOf(ids);
    const res = await manifest(shop.token, `?ids=${ids.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="wolvo-manifest-\d{8}-\d{4}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(res.rawPayload)).toBe(1);
    // A manifest changes no order.
    expect(await stateOf(ids)).toEqual(before);
    if (TOOLS) {
      const text = pdfText(res.rawPayload);
      for (const code of await codesOf(ids)) expect(text).toContain(code);
      expect(text).toContain('Manifeste d’enlèvement');
      expect(text).toMatch(/Nombre de colis : 6/);
      // The one money format (pdftotext gives its no-break spaces back as spaces).
      const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
      expect(plain(text)).toContain(
        `Total contre-remboursement : ${plain(formatDinars(1_012_645, 'fr'))}`,
      );
      expect(plain(text)).toContain('1 012,645 dt');
      for (const price of prices) expect(plain(text)).toContain(plain(formatDinars(price, 'fr')));
      expect(text).not.toMatch(/\d\.\d{3}\b/);
      expect(text).toContain('Appeler avant 10h');
      expect(text).toContain('Sfax Ville');
      expect(text).toContain('98 000 000');
      expect(text).toContain('Signature du livreur');
      expect(text).toContain('Signature et cachet du marchand');
    }
  });

  it('writes Arabic labels and names right to left, and runs over pages with its totals', async () => {
    const ids = [];
    for (let i = 0; i < 30; i++)
      ids.push(await order(shop, { price: 1_500, fullname: i === 0 ? 'محمد بن علي' : undefined }));
    const res = await manifest(shop.token, `?ids=${ids.join(',')}&lang=ar`);
    expect(res.statusCode).toBe(200);
    expect(pageCount(res.rawPayload)).toBe(2);
    if (TOOLS) {
      // pdftotext marks its right-to-left lines with embedding controls, and reads Cairo's lam-alef and
      // lam-yeh ligatures backwards (the page itself is right): compare words without those.
      const text = pdfText(res.rawPayload).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
      expect(text).toContain('بيان الشحن');
      expect(text).toContain('محمد بن');
      expect(text).toMatch(/عدد الطرود\D{0,4}30/);
      // 45,000 before its currency in reading order: the RTL line comes out with د.ت first.
      expect(text).toContain('45,000');
      expect(text).toContain('1,500');
      expect(text).toContain('د.ت');
      expect(text).not.toMatch(/\d\.\d{3}\b|\bDT\b/);
      expect(text).toContain('إمضاء الناقل');
    }
  });

  it('answers manifest.no-items for an empty selection', async () => {
    for (const query of ['', '?ids=', '?lang=ar']) {
      const res = await manifest(shop.token, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'manifest.no-items' });
    }
    const bad = await manifest(shop.token, '?ids=1,x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('order.id.invalid');
  });

  it("hides another client's orders (404); refuses unconfirmed and cancelled ones (409)", async () => {
    const mine = await order(shop);
    const theirs = await order(other);
    const res = await manifest(shop.token, `?ids=${mine},${theirs}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual([`${theirs}: order.not-found`]);

    const apiPending = await order(shop, { statuses: ['API_ORDER_CREATED'], source: 'API' });
    const cancelled = await order(shop, { statuses: ['MANUAL_ORDER', 'CANCELLED'] });
    const refused = await manifest(shop.token, `?ids=${mine},${apiPending},${cancelled}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toEqual([
      `${apiPending}: order.cannot-print-unconfirmed`,
      `${cancelled}: order.cannot-print-cancelled`,
    ]);

    // Staff put any client's orders on a manifest, each company named.
    const staff = await manifest(adminToken, `?ids=${mine},${theirs}`);
    expect(staff.statusCode).toBe(200);
    if (TOOLS) expect(pdfText(staff.rawPayload)).toMatch(/Nombre de colis : 2/);
  });

  it('refuses a team member without the orders page', async () => {
    const id = await order(shop);
    expect((await manifest(memberToken, `?ids=${id}`)).statusCode).toBe(403);
  });
});
