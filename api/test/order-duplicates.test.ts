import ExcelJS from 'exceljs';
import { findDuplicates } from '../src/modules/orders/duplicates';
import { createMerchant, insertOrder, orderStatusOf, validOrder } from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

// Duplicates (issue #36): an order with the recipient phone, COD and merchandise of one of the
// merchant's orders of the last 48 hours is created ORDER_DUPLICATED for the merchant to confirm or
// delete; the import preview flags such rows first. Hand-built orders around a pinned clock.
const NOW = new Date('2026-11-20T10:00:00.000Z');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe.each(dialectsFor('sql'))('duplicate orders (%s)', (dialect) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof createMerchant>>;
  let other: Awaited<ReturnType<typeof createMerchant>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 }, { clock: () => NOW });
    m = await createMerchant(t.handle.db, `dup.m.${dialect}`);
    other = await createMerchant(t.handle.db, `dup.o.${dialect}`);
    token = (await login(t.app, `dup.m.${dialect}`)).token;
  });
  afterAll(() => t.close());

  const twin = (o: { merchandise: string; createdAt: string; clientId?: number; price?: number }) =>
    insertOrder(t.handle.db, {
      clientId: o.clientId ?? m.clientId,
      businessId: o.clientId === other.clientId ? other.businessIds[0]! : m.businessIds[0]!,
      statuses: ['MANUAL_ORDER'],
      createdAt: o.createdAt,
      phone: '22123456',
      price: o.price ?? 89_500,
      merchandise: o.merchandise,
    });
  const statusOf = (id: number) => orderStatusOf(t.handle.db, id);

  it('counts the merchant’s orders of exactly the last 48 hours, not deleted, nobody else’s', async () => {
    await twin({ merchandise: 'Boundary', createdAt: ago(48 * HOUR) });
    await twin({ merchandise: 'Too old', createdAt: ago(48 * HOUR + 1) });
    await twin({ merchandise: 'Other merchant', createdAt: ago(HOUR), clientId: other.clientId });
    const deleted = await twin({ merchandise: 'Deleted', createdAt: ago(HOUR) });
    await t.handle.db
      .updateTable('orders')
      .set({ deletedAt: ago(HOUR / 2) })
      .where('id', '=', deleted)
      .execute();
    await twin({ merchandise: 'Recent', createdAt: ago(HOUR), price: 50_000 });

    const key = (merchandise: string, price = 89_500, phone1 = '22123456') => ({
      phone1,
      price,
      merchandise,
    });
    const answer = await findDuplicates(
      t.handle.db,
      m.clientId,
      [
        key('Boundary'),
        key('Too old'),
        key('Other merchant'),
        key('Deleted'),
        key('  recent ', 50_000),
        key('Recent', 50_001),
        key('Recent', 50_000, '22123457'),
      ],
      NOW,
    );
    expect(answer).toEqual([true, false, false, false, true, false, false]);
  });

  it('creates the twin ORDER_DUPLICATED; the merchant confirms it or deletes it', async () => {
    await twin({ merchandise: 'Robe en lin', createdAt: ago(2 * HOUR) });
    const add = (overrides: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/order/add',
        headers: bearer(token),
        payload: validOrder(m.businessIds[0]!, overrides),
      });
    const first = await add();
    expect(first.statusCode).toBe(201);
    expect(first.json().status).toBe('ORDER_DUPLICATED');
    const second = await add();
    expect(second.json().status).toBe('ORDER_DUPLICATED');
    // Another COD: a different parcel.
    const distinct = await add({ price: 90_000 });
    expect(distinct.json().status).toBe('MANUAL_ORDER');

    const confirm = (ids: number[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/order/duplicates/confirm',
        headers: bearer(token),
        payload: { ids },
      });
    const refused = await confirm([first.json().id, distinct.json().id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toEqual([`${distinct.json().id}: order.not-duplicated`]);
    expect(await statusOf(first.json().id)).toBe('ORDER_DUPLICATED');

    const ok = await confirm([first.json().id]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ count: 1 });
    expect(await statusOf(first.json().id)).toBe('MANUAL_ORDER');

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/delete-many',
      headers: bearer(token),
      payload: { ids: [second.json().id] },
    });
    expect(removed.statusCode).toBe(200);
  });

  it('flags duplicate rows in the import preview and creates them ORDER_DUPLICATED', async () => {
    await twin({ merchandise: 'Jupe', createdAt: ago(3 * HOUR) });
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Orders');
    const header = [
      'businessId',
      'fullname',
      'phone1',
      'governorate',
      'delegation',
      'address',
      'postalCode',
      'merchandise',
      'price',
      'paymentType',
    ];
    sheet.addRow(header);
    const row = (merchandise: string) => [
      m.businessIds[0]!,
      'Sarra Ben Salah',
      '22123456',
      'Tunis',
      'La Marsa',
      '12 Rue de la Liberté',
      '2070',
      merchandise,
      89.5,
      'CACHE',
    ];
    sheet.addRow(row('Jupe'));
    sheet.addRow(row('Pantalon'));
    const parse = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/import/parse',
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: Buffer.from(await wb.xlsx.writeBuffer()),
    });
    expect(parse.statusCode).toBe(200);
    const rows = parse.json().rows as Array<{ duplicate: boolean; order: unknown }>;
    expect(rows.map((r) => r.duplicate)).toEqual([true, false]);

    const many = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/add-many',
      headers: bearer(token),
      payload: { orders: rows.map((r) => r.order) },
    });
    expect(many.statusCode).toBe(201);
    const [jupe, pantalon] = many.json().orders as Array<{ id: number }>;
    expect(await statusOf(jupe!.id)).toBe('ORDER_DUPLICATED');
    expect(await statusOf(pantalon!.id)).toBe('MANUAL_ORDER');
  });
});
