import ExcelJS from 'exceljs';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, insertOrder } from './order-fixtures';

// The orders of the day as a spreadsheet: hand-built orders of two merchants, the filters of the list,
// the spec's shape and sizes, real dates and numbers, headers and labels in the asked language.
describe.each(dialectsFor('sql'))('orders export (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let admin: string;
  let mine: number[];
  let theirs: number;
  let clientId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    const m = await createMerchant(t.handle.db, `export.${dialect}`);
    const other = await createMerchant(t.handle.db, `export.other.${dialect}`);
    clientId = m.clientId;
    token = (await login(t.app, `export.${dialect}`)).token;
    admin = (await login(t.app, 'admin')).token;
    const at = (day: number) => `2026-10-${String(day).padStart(2, '0')}T09:30:00.000Z`;
    mine = [
      await insertOrder(t.handle.db, {
        clientId: m.clientId,
        businessId: m.businessIds[0]!,
        statuses: ['CREATED', 'COLLECTED', 'DELIVERED'],
        createdAt: at(3),
        price: 45_500,
        collected: true,
      }),
      await insertOrder(t.handle.db, {
        clientId: m.clientId,
        businessId: m.businessIds[1]!,
        statuses: ['CREATED'],
        createdAt: at(5),
        price: 1_250_000,
      }),
      await insertOrder(t.handle.db, {
        clientId: m.clientId,
        businessId: m.businessIds[0]!,
        statuses: ['CREATED'],
        createdAt: at(20),
      }),
    ];
    theirs = await insertOrder(t.handle.db, {
      clientId: other.clientId,
      businessId: other.businessIds[0]!,
      statuses: ['CREATED'],
      createdAt: at(4),
    });
  });
  afterAll(() => t.close());

  const exportAs = async (as: string, query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/export?${query}`,
      headers: bearer(as),
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as Parameters<typeof book.xlsx.load>[0]);
    return { res, sheet: book.worksheets[0]! };
  };
  const codesOf = async (ids: number[]) =>
    (
      await t.handle.db.selectFrom('orders').select(['id', 'code']).where('id', 'in', ids).execute()
    ).map((r) => r.code);

  it('writes the filtered orders, every page, with a title, the header and real dates and numbers', async () => {
    const { res, sheet } = await exportAs(token, 'from=2026-10-01&to=2026-10-10');
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="wolvo-orders-\d{8}-\d{4}\.xlsx"$/,
    );
    expect(sheet.name).toBe('Commandes');
    expect(sheet.getRow(1).getCell(1).value).toBe('Commandes du 2026-10-01 au 2026-10-10');
    expect(sheet.getRow(2).getCell(1).value).toBe('Code');
    expect(sheet.getRow(2).getCell(16).value).toBe('Prix (DT)');
    // Newest first: the 5th then the 3rd; the 20th is outside the dates, the other merchant's never in.
    expect(sheet.rowCount).toBe(4);
    const [second, first] = await codesOf([mine[1]!, mine[0]!]).then((codes) =>
      codes.sort((a, b) => (a < b ? 1 : -1)),
    );
    expect([sheet.getRow(3).getCell(1).value, sheet.getRow(4).getCell(1).value].sort()).toEqual(
      [second, first].sort(),
    );
    const row = sheet.getRow(3);
    expect(row.getCell(4).value).toEqual(new Date('2026-10-05T09:30:00.000Z'));
    expect(row.getCell(16).value).toBe(1250);
    expect(row.getCell(16).numFmt).toBe('#,##0.000');
    expect(row.getCell(14).value).toBe('Créé');
    expect(sheet.getRow(4).getCell(16).value).toBe(45.5);
    expect(sheet.getRow(4).getCell(14).value).toBe('Livré');
    expect(row.getCell(5).value).toBe(`export.${dialect} B`);
    expect(row.height).toBe(25);
    expect(sheet.getColumn(1).width).toBe(15);
    const all = JSON.stringify(sheet.getSheetValues());
    expect(all).not.toContain((await codesOf([theirs]))[0]);
  });

  it('follows the status filter and the language, and lets staff export one client', async () => {
    const { sheet } = await exportAs(token, 'from=2026-10-01&to=2026-10-31&status=CREATED&lang=ar');
    expect(sheet.name).toBe('الطلبيات');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(14).value).toBe('الحالة');
    // Places in the sheet's language, from the one shared geography (issue 36).
    expect([sheet.getRow(3).getCell(9).value, sheet.getRow(3).getCell(10).value]).toEqual([
      'صفاقس',
      'صفاقس المدينة',
    ]);
    const staff = await exportAs(admin, `from=2026-10-01&to=2026-10-31&clientId=${clientId}`);
    expect(staff.sheet.rowCount).toBe(5);
  });

  it('exports exactly the selected orders (ids), whatever the filters, and only the caller\u2019s', async () => {
    // The default view (today and not collected) would not hold the delivered one: the ids decide.
    const { sheet } = await exportAs(token, `ids=${mine[0]},${mine[2]}&status=CREATED`);
    expect(sheet.getRow(1).getCell(1).value).toBe('Commandes sélectionnées');
    const codes = [3, 4].map((r) => sheet.getRow(r).getCell(1).value);
    expect(codes.sort()).toEqual((await codesOf([mine[0]!, mine[2]!])).sort());
    expect(sheet.rowCount).toBe(4);
    // Staff may export any client's selection.
    expect((await exportAs(admin, `ids=${theirs},${mine[1]}`)).sheet.rowCount).toBe(4);

    const get = (as: string, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/order/export?${query}`, headers: bearer(as) });
    const foreign = await get(token, `ids=${mine[0]},${theirs}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toEqual([`${theirs}: order.not-found`]);
    const malformed = await get(token, 'ids=1,,2');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('order.id.invalid');
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    const tooMany = await get(token, `ids=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('export.too-many-selected');
  });

  it('refuses bad filters with the field named, and answers nothing to a signed-out caller', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/export?from=yesterday',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('from: value.invalid');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/order/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
