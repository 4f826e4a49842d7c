import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS } from '@wolvo/shared/contracts';
import { closestGovernorates, findDelegation, findGovernorate } from '@wolvo/shared/geo';
import { checkZipSizes } from '../src/modules/spreadsheets/xlsx-read';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, createUser } from './order-fixtures';

// The spreadsheet import: files made here with exceljs, as Excel, LibreOffice and Google Sheets save
// them, read by POST /v1/order/import/parse; their rows written by POST /v1/order/add-many.

const FR_HEADER = [
  'Société *',
  'Destinataire *',
  'Téléphone *',
  'Téléphone 2',
  'Gouvernorat *',
  'Délégation *',
  'Adresse *',
  'Code postal *',
  'Désignation *',
  'Quantité',
  'Prix (DT) *',
  'Paiement *',
  'Ouvrable',
  'Fragile',
  'Date de livraison',
  'Référence',
  'Remarque',
];

type Cell = string | number | boolean | Date | null;
/** A row of the template's columns, by key, in the template's order. */
interface Row {
  businessId?: Cell;
  fullname?: Cell;
  phone1?: Cell;
  phone2?: Cell;
  governorate?: Cell;
  delegation?: Cell;
  address?: Cell;
  postalCode?: Cell;
  merchandise?: Cell;
  quantity?: Cell;
  price?: Cell;
  paymentType?: Cell;
  canOpen?: Cell;
  fragile?: Cell;
  deliveryDate?: Cell;
  reference?: Cell;
  note?: Cell;
}
const KEYS: (keyof Row)[] = [
  'businessId',
  'fullname',
  'phone1',
  'phone2',
  'governorate',
  'delegation',
  'address',
  'postalCode',
  'merchandise',
  'quantity',
  'price',
  'paymentType',
  'canOpen',
  'fragile',
  'deliveryDate',
  'reference',
  'note',
];

const goodRow = (businessId: number, overrides: Row = {}): Row => ({
  businessId,
  fullname: 'Sarra Ben Salah',
  phone1: '22123456',
  governorate: 'Tunis',
  delegation: 'La Marsa',
  address: '12 Rue de la Liberté',
  postalCode: '2070',
  merchandise: 'Robe',
  quantity: 1,
  price: 89.5,
  paymentType: 'Espèces',
  canOpen: 'oui',
  fragile: 'non',
  ...overrides,
});

/** An .xlsx with the French header and the rows; `inline` writes inline strings (LibreOffice-like). */
async function workbook(
  rows: Row[],
  options: { header?: string[]; inline?: boolean; trailing?: number } = {},
) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Commandes');
  sheet.addRow(options.header ?? FR_HEADER);
  for (const row of rows) sheet.addRow(KEYS.map((k) => row[k] ?? null));
  // Rows a program keeps after the data: formatted but empty.
  for (let i = 0; i < (options.trailing ?? 0); i++) {
    const r = sheet.getRow(rows.length + 2 + i);
    r.getCell(1).value = '';
    r.getCell(2).numFmt = '@';
    r.commit();
  }
  return Buffer.from(
    await wb.xlsx.writeBuffer(options.inline ? ({ useSharedStrings: false } as object) : undefined),
  );
}

describe('place names, matched forgivingly', () => {
  it.each([
    ['Ben arous', 'Ben Arous'],
    ['بن عروس', 'Ben Arous'],
    ['BEN-AROUS', 'Ben Arous'],
    ['  ben   arous ', 'Ben Arous'],
    ['Sidi Bou Zid', 'Sidi Bouzid'],
    ['sidi-bouzid', 'Sidi Bouzid'],
    ['Gabes', 'Gabès'],
    ['MEDENINE', 'Médenine'],
    ['El Kef', 'Le Kef'],
    ['Kef', 'Le Kef'],
    ['الكاف', 'Le Kef'],
    ['La Manouba', 'Manouba'],
    ['Kairwan', 'Kairouan'],
    ['أريانة', 'Ariana'],
    ['اريانة', 'Ariana'],
  ])('%s is %s', (typed, name) => {
    expect(findGovernorate(typed)?.name).toBe(name);
  });

  it('matches delegations in French and Arabic and suggests the closest governorates', () => {
    expect(findDelegation('Tunis', 'la-marsa')).toBe('La Marsa');
    expect(findDelegation('Tunis', 'المرسى')).toBe('La Marsa');
    expect(findDelegation('Ben Arous', 'el mourouj')).toBe('El Mourouj');
    expect(findDelegation('Tunis', 'Sfax')).toBeUndefined();
    expect(findGovernorate('Sfaks')).toBeUndefined();
    expect(closestGovernorates('Sfaks')[0]).toBe('Sfax');
    expect(closestGovernorates('Monastire')).toContain('Monastir');
    expect(closestGovernorates('Washington')).toEqual([]);
  });
});

describe('the zip check before parsing', () => {
  it('refuses a part declaring an unzipped size out of proportion, before exceljs reads it', async () => {
    const file = await workbook([goodRow(1)]);
    expect(() => checkZipSizes(file)).not.toThrow();
    // Declare 1.9 GB unzipped for the first part in the central directory.
    const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const cd = file.readUInt32LE(end + 16);
    const bomb = Buffer.from(file);
    bomb.writeUInt32LE(1_900_000_000, cd + 24);
    expect(() => checkZipSizes(bomb)).toThrow(
      expect.objectContaining({ statusCode: 413, messages: 'import.file.too-large' }),
    );
  });
});

describe.each(dialectsFor('sql'))('order import (%s)', (dialect) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof createMerchant>>;
  let other: Awaited<ReturnType<typeof createMerchant>>;
  let token: string;
  let viewer: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    m = await createMerchant(t.handle.db, `import.${dialect}`);
    other = await createMerchant(t.handle.db, `import.other.${dialect}`);
    await createUser(t.handle.db, `import.viewer.${dialect}`, 'clientPersonnelTeam', m.clientId, {
      ORDERS_ORDER_OF_THE_DAY: 'VIEW',
    });
    token = (await login(t.app, `import.${dialect}`)).token;
    viewer = (await login(t.app, `import.viewer.${dialect}`)).token;
  });
  afterAll(() => t.close());

  const parse = (file: Buffer, as = token, type = 'application/octet-stream') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/order/import/parse',
      headers: { ...bearer(as), 'content-type': type },
      payload: file,
    });
  const addMany = (orders: unknown[], as = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/order/add-many',
      headers: bearer(as),
      payload: { orders },
    });
  const countOrders = async () =>
    Number(
      (
        await t.handle.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('clientId', '=', m.clientId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('makes the template: headers in the language, pick lists, one example row that imports', async () => {
    for (const [lang, first] of [
      ['fr', 'Société *'],
      ['ar', 'الشركة *'],
      ['en', 'Company *'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/order/import-template?lang=${lang}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      expect(sheet.getRow(1).getCell(1).value).toBe(first);
      expect(sheet.getRow(2).getCell(1).value).toBe(`${m.businessIds[0]} - import.${dialect} A`);
      const rules = (
        sheet as unknown as {
          dataValidations: { model: Record<string, { type: string; formulae: string[] }> };
        }
      ).dataValidations.model;
      // Company, governorate, delegation, payment, can open, fragile: a list on every data row.
      for (const column of ['A', 'E', 'F', 'N', 'O', 'P'])
        for (const row of [2, 10_001])
          expect(rules[`${column}${row}`]).toMatchObject({
            type: 'list',
            formulae: [expect.stringMatching(/^lists!\$[A-Z]\$1:\$[A-Z]\$\d+$/)],
          });
      // The example row is a valid order; in Arabic its places are written in Arabic.
      const preview = await parse(res.rawPayload);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({ total: 1, valid: 1, invalid: 0 });
      expect(preview.json().rows[0].order.recipient).toMatchObject({
        delegation: 'Tunis',
        city: 'La Marsa',
      });
      // Merchandise price in dinars and weight in kg, read as millimes and kg.
      expect(preview.json().rows[0].order).toMatchObject({ merchandisePrice: 75_000, weight: 0.8 });
      if (lang === 'ar') expect(preview.json().rows[0].values.governorate).toBe('تونس');
    }
  });

  it('names the row, the column and the cell of each error kind, and stores nothing', async () => {
    const b = m.businessIds[0]!;
    const before = await countOrders();
    const file = await workbook([
      goodRow(b),
      goodRow(b, { fullname: null }),
      goodRow(b, { phone1: '1234' }),
      goodRow(b, { postalCode: null }),
      goodRow(b, { postalCode: 'abc' }),
      goodRow(other.businessIds[0]!),
      goodRow(b, { price: null }),
      goodRow(b, { paymentType: 'bitcoin' }),
      goodRow(b, { canOpen: 'peut-être', fragile: 'maybe' }),
      goodRow(b, { governorate: 'Sfaks' }),
      goodRow(b, { delegation: 'La Marza' }),
      goodRow(b, { merchandise: null, address: null }),
      goodRow(b, { businessId: null, price: 'abc' }),
    ]);
    const res = await parse(file);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 13, valid: 1, invalid: 12 });
    const errors = body.rows.flatMap((r: { errors: unknown[] }) => r.errors);
    expect(errors).toEqual([
      { row: 3, column: 'fullname', cell: 'B3', key: 'field.required' },
      { row: 4, column: 'phone1', cell: 'C4', key: 'phone.invalid' },
      { row: 5, column: 'postalCode', cell: 'H5', key: 'field.required' },
      { row: 6, column: 'postalCode', cell: 'H6', key: 'postal-code.invalid' },
      { row: 7, column: 'businessId', cell: 'A7', key: 'business.not-found' },
      { row: 8, column: 'price', cell: 'K8', key: 'field.required' },
      { row: 9, column: 'paymentType', cell: 'L9', key: 'payment-type.invalid' },
      { row: 10, column: 'canOpen', cell: 'M10', key: 'yes-no.invalid' },
      { row: 10, column: 'fragile', cell: 'N10', key: 'yes-no.invalid' },
      {
        row: 11,
        column: 'governorate',
        cell: 'E11',
        key: 'governorate.invalid',
        params: { suggestions: expect.stringMatching(/^Sfax/) },
      },
      {
        row: 12,
        column: 'delegation',
        cell: 'F12',
        key: 'delegation.invalid',
        params: { suggestions: expect.stringMatching(/^La Marsa/), governorate: 'Tunis' },
      },
      { row: 13, column: 'address', cell: 'G13', key: 'field.required' },
      { row: 13, column: 'merchandise', cell: 'I13', key: 'field.required' },
      { row: 14, column: 'businessId', cell: 'A14', key: 'field.required' },
      { row: 14, column: 'price', cell: 'K14', key: 'number.invalid' },
    ]);
    expect(body.rows[0].order).toMatchObject({ businessId: b, price: 89_500 });
    expect(body.rows[1].order).toBeNull();
    expect(await countOrders()).toBe(before);
  });

  it('refuses a phone whose first digit no Tunisian number has and stores the 8 digits of +216 ones', async () => {
    const b = m.businessIds[0]!;
    const file = await workbook([
      ...['12123456', '62123456', '82123456', '02123456'].map((phone1) => goodRow(b, { phone1 })),
      goodRow(b, { phone1: '+216 22 123 456' }),
    ]);
    const body = (await parse(file)).json();
    expect(body).toMatchObject({ total: 5, valid: 1, invalid: 4 });
    expect(body.rows.flatMap((r: { errors: unknown[] }) => r.errors)).toEqual(
      [2, 3, 4, 5].map((row) => ({ row, column: 'phone1', cell: `C${row}`, key: 'phone.invalid' })),
    );
    expect(body.rows[4].order.recipient.phone1).toBe('22123456');
  });

  it('reads numbers stored as text, phones read as numbers, date serials, inline strings and trailing empty rows', async () => {
    const b = m.businessIds[1]!;
    const file = await workbook(
      [
        goodRow(b, {
          businessId: String(b),
          phone1: 22123456,
          phone2: 21698765432,
          postalCode: 2070,
          quantity: '2',
          price: '89,500',
          deliveryDate: 46357,
          canOpen: true,
          fragile: 'نعم',
          paymentType: 'CHECK',
        }),
        goodRow(b, {
          businessId: `${b} - import.${dialect} B`,
          phone1: '22 123 456',
          price: '1 250,000 DT',
          deliveryDate: new Date(Date.UTC(2026, 11, 2)),
          governorate: 'BEN-AROUS',
          delegation: 'el mourouj',
          canOpen: 'Non',
          paymentType: 'chèque',
        }),
        goodRow(b, {
          governorate: 'بن عروس',
          delegation: 'المروج',
          deliveryDate: '03/12/2026',
          price: 12,
        }),
        goodRow(b, { governorate: 'Sidi Bou Zid', delegation: 'Sidi Bouzid Ouest' }),
      ],
      { inline: true, trailing: 30 },
    );
    const res = await parse(
      file,
      token,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, valid: 4, invalid: 0 });
    const orders = body.rows.map((r: { order: unknown }) => r.order);
    expect(orders[0]).toMatchObject({
      businessId: b,
      recipient: { phone1: '22123456', phone2: '98765432', postalCode: '2070' },
      merchandiseQuantity: 2,
      price: 89_500,
      deliveryDate: '2026-12-01',
      canOpen: true,
      fragile: true,
      paymentType: 'CHECK',
    });
    expect(orders[1]).toMatchObject({
      businessId: b,
      price: 1_250_000,
      deliveryDate: '2026-12-02',
      recipient: { delegation: 'Ben Arous', city: 'El Mourouj' },
      canOpen: false,
      paymentType: 'CHECK',
    });
    expect(orders[2]).toMatchObject({
      price: 12_000,
      deliveryDate: '2026-12-03',
      recipient: { delegation: 'Ben Arous', city: 'El Mourouj' },
    });
    expect(orders[3].recipient).toMatchObject({ delegation: 'Sidi Bouzid' });
  });

  it('add-many writes every row in one go, or none when one is wrong', async () => {
    const b = m.businessIds[0]!;
    const file = await workbook([
      goodRow(b),
      goodRow(b, { fullname: 'Amine Trabelsi', price: 10 }),
    ]);
    const rows = (await parse(file)).json().rows as { order: Record<string, unknown> }[];
    const orders = rows.map((r) => r.order);
    const before = await countOrders();

    const bad = await addMany([
      orders[0],
      { ...orders[1], recipient: { ...(orders[1]!.recipient as object), phone1: '12' } },
      { ...orders[0], businessId: other.businessIds[0] },
      { ...orders[0], recipient: { ...(orders[0]!.recipient as object), postalCode: null } },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([
      'orders.1.recipient.phone1: phone.invalid',
      'orders.2.businessId: business.not-found',
      'orders.3.recipient.postalCode: field.required',
    ]);
    expect(await countOrders()).toBe(before);
    const schema = await addMany([orders[0], { ...orders[1], price: 'x' }]);
    expect(schema.statusCode).toBe(400);
    expect(schema.json().message).toEqual(['orders.1.price: number.invalid']);
    expect((await addMany([])).statusCode).toBe(400);
    expect((await addMany(orders, viewer)).statusCode).toBe(403);
    expect(await countOrders()).toBe(before);

    const ok = await addMany(orders);
    expect(ok.statusCode).toBe(201);
    const answer = ok.json();
    expect(answer.count).toBe(2);
    expect(answer.orders).toHaveLength(2);
    expect(await countOrders()).toBe(before + 2);
    const written = await t.handle.db
      .selectFrom('orders')
      .innerJoin('recipients', 'recipients.id', 'orders.recipientId')
      .select([
        'orders.id',
        'orders.code',
        'orders.status',
        'orders.price',
        'orders.deliveryCost',
        'recipients.fullname',
        'recipients.postalCode',
      ])
      .where(
        'orders.id',
        'in',
        answer.orders.map((o: { id: number }) => o.id),
      )
      .orderBy('orders.id')
      .execute();
    expect(written).toEqual([
      expect.objectContaining({
        code: answer.orders[0].code,
        status: 'MANUAL_ORDER',
        price: 89_500,
        deliveryCost: 7100,
        fullname: 'Sarra Ben Salah',
        postalCode: '2070',
      }),
      expect.objectContaining({
        code: answer.orders[1].code,
        status: 'MANUAL_ORDER',
        price: 10_000,
        fullname: 'Amine Trabelsi',
      }),
    ]);
    expect(answer.orders[0].code).toMatch(/^WLV\d{9}$/);
    const movements = await t.handle.db
      .selectFrom('movements')
      .select(['orderId', 'status'])
      .where(
        'orderId',
        'in',
        answer.orders.map((o: { id: number }) => o.id),
      )
      .execute();
    expect(movements).toHaveLength(2);
    expect(movements.every((mv) => mv.status === 'MANUAL_ORDER')).toBe(true);
  });

  it('neither offers nor takes a company archived from the client list', async () => {
    const a = await createMerchant(t.handle.db, `import.archived.${dialect}`);
    const as = (await login(t.app, `import.archived.${dialect}`)).token;
    const [kept, archived] = a.businessIds as [number, number];
    // As the client editor leaves a removed company that still has finished orders.
    await t.handle.db
      .updateTable('businesses')
      .set({ archivedAt: new Date().toISOString(), position: 99 })
      .where('id', '=', archived)
      .execute();

    const template = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/import-template?lang=fr',
      headers: bearer(as),
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const companies = wb.getWorksheet('lists')!.getColumn('A').values.filter(Boolean);
    expect(companies).toEqual([`${kept} - import.archived.${dialect} A`]);

    const preview = await parse(await workbook([goodRow(kept), goodRow(archived)]), as);
    expect(preview.json()).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    expect(preview.json().rows[1].errors).toEqual([
      expect.objectContaining({ row: 3, column: 'businessId', key: 'business.not-found' }),
    ]);
    const order = preview.json().rows[0].order as Record<string, unknown>;
    const refused = await addMany([order, { ...order, businessId: archived }], as);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(['orders.1.businessId: business.not-found']);
  });

  it('refuses malformed, foreign, empty, oversized and over-long files with a 4xx, never a 5xx', async () => {
    const expectRefused = async (file: Buffer, status: number, message: string) => {
      const res = await parse(file);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status,
        message,
      });
    };
    await expectRefused(Buffer.alloc(0), 400, 'import.file.empty');
    await expectRefused(Buffer.from('not a spreadsheet at all'), 400, 'import.file.invalid');
    const good = await workbook([goodRow(m.businessIds[0]!)]);
    await expectRefused(good.subarray(0, good.length / 2), 400, 'import.file.invalid');
    const garbled = Buffer.from(good);
    garbled.fill(0x41, 200, 2000);
    expect((await parse(garbled)).statusCode).toBeLessThan(500);
    await expectRefused(
      await workbook([goodRow(1)], { header: ['Nom', 'Prénom', 'Âge'] }),
      400,
      'import.template.invalid',
    );
    await expectRefused(await workbook([], { trailing: 5 }), 400, 'import.file.empty');
    const end = good.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const bomb = Buffer.from(good);
    bomb.writeUInt32LE(1_900_000_000, bomb.readUInt32LE(end + 16) + 24);
    await expectRefused(bomb, 413, 'import.file.too-large');
    await expectRefused(Buffer.alloc(11 * 1024 * 1024, 0x50), 413, 'request.too-large');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/import/parse',
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it(`takes ${MAX_IMPORT_ROWS.toLocaleString('en')} rows and refuses one more`, async () => {
    const row = goodRow(m.businessIds[0]!);
    const full = await workbook(Array.from({ length: MAX_IMPORT_ROWS }, () => row));
    const res = await parse(full);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: MAX_IMPORT_ROWS, valid: MAX_IMPORT_ROWS });
    const over = await workbook(Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => row));
    const refused = await parse(over);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('import.file.too-many-rows');
  }, 120_000);
});
