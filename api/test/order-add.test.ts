import { checkOrder } from '@wolvo/shared/contracts/orders/rules';
import { createMerchant, createUser, insertOrder, TEST_COSTS, validOrder } from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

describe('order rules (shared by add, edit and the spreadsheet import)', () => {
  it('normalises phones, geography names and the weight', () => {
    const { value, errors } = checkOrder(
      validOrder(1, {
        recipient: { ...validOrder(1).recipient, delegation: 'tunis', city: 'la marsa' },
      }),
    );
    expect(errors).toEqual([]);
    expect(value.recipient).toMatchObject({
      phone1: '22123456',
      phone2: '98765432',
      delegation: 'Tunis',
      city: 'La Marsa',
    });
    expect(value.weightGrams).toBe(1250);
  });

  it('reads spreadsheet-like text cells the same way', () => {
    const { value, errors } = checkOrder({
      ...validOrder(1),
      businessId: '1',
      price: '89500',
      merchandiseQuantity: '2',
      canOpen: 'yes',
      fragile: 'non',
      paymentType: 'check',
    });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ businessId: 1, price: 89500, canOpen: true, fragile: false });
    expect(value.paymentType).toBe('CHECK');
    expect(checkOrder({ ...validOrder(1), canOpen: 'maybe', price: 'abc' }).errors).toEqual([
      'price: number.invalid',
      'canOpen: yes-no.invalid',
    ]);
  });
});

describe.each(dialectsFor('sql'))('POST /v1/order/add (%s)', (dialect) => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createMerchant>>;
  let b: Awaited<ReturnType<typeof createMerchant>>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 60 });
    const db = t.handle.db;
    a = await createMerchant(db, 'merchant.a');
    b = await createMerchant(db, 'merchant.b');
    await createUser(db, 'a.no-add', 'clientPersonnelTeam', a.clientId, {
      ORDERS_ORDER_OF_THE_DAY: 'VIEW|EDIT|DELETE',
    });
    await createUser(db, 'a.adder', 'clientPersonnelTeam', a.clientId, {
      ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD',
    });
    for (const name of ['merchant.a', 'merchant.b', 'a.no-add', 'a.adder', 'admin'])
      tokens[name] = (await login(t.app, name)).token;
  });
  afterAll(() => t.close());

  const add = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/order/add', headers: bearer(token), payload });

  it('creates the order with every field, costs from the contract and a first MANUAL_ORDER movement', async () => {
    const res = await add(tokens['merchant.a'], validOrder(a.businessIds[1]));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      code: expect.stringMatching(/^WLV\d{9}$/),
      status: 'MANUAL_ORDER',
      source: 'MANUAL',
      service: 'DELIVERY',
      price: 89_500,
      oldPrice: null,
      merchandise: 'Robe en lin',
      merchandiseQuantity: 2,
      merchandisePrice: 80_000,
      weight: 1.25,
      paymentType: 'CACHE',
      canOpen: true,
      fragile: false,
      note: 'Appeler avant',
      reference: 'REF-1',
      deliveryDate: '2026-12-01',
      deliveryFrom: '09:00',
      deliveryTo: '17:00',
      business: { id: a.businessIds[1], name: 'merchant.a B' },
      recipient: expect.objectContaining({
        fullname: "Sarra Ben M'barek",
        phone1: '22123456',
        phone2: '98765432',
        delegation: 'Tunis',
        city: 'La Marsa',
        postalCode: '2070',
      }),
      exchangedOrder: null,
      client: null,
    });
    expect(order.movements).toEqual([
      expect.objectContaining({ status: 'MANUAL_ORDER', alphaStatus: 'HOME' }),
    ]);
    const row = await t.handle.db
      .selectFrom('orders')
      .select([
        'deliveryCost',
        'returnCost',
        'exchangeCost',
        'clientId',
        'originalPrice',
        'pickupAddress',
      ])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      deliveryCost: TEST_COSTS.deliveryCost,
      returnCost: TEST_COSTS.returnCost,
      exchangeCost: 0,
      clientId: a.clientId,
      originalPrice: 89_500,
      pickupAddress: '1 Rue du Test',
    });
  });

  it('keeps a null price of goods and weight null, and a 0 price of goods 0 (no coercion)', async () => {
    const stored = async (overrides: Record<string, unknown>) => {
      const res = await add(tokens['merchant.a'], validOrder(a.businessIds[0], overrides));
      expect(res.statusCode).toBe(201);
      return t.handle.db
        .selectFrom('orders')
        .select(['merchandisePrice', 'weightGrams', 'exchangeOrderId'])
        .where('id', '=', res.json().id)
        .executeTakeFirstOrThrow();
    };
    expect(await stored({ merchandisePrice: null, weight: null, exchangeOrderId: null })).toEqual({
      merchandisePrice: null,
      weightGrams: null,
      exchangeOrderId: null,
    });
    expect(await stored({ merchandisePrice: 0, weight: 0.5 })).toEqual({
      merchandisePrice: 0,
      weightGrams: 500,
      exchangeOrderId: null,
    });
  });

  it('stores the 8 digits of a phone typed with +216 / 00216 and spaces', async () => {
    const res = await add(
      tokens['merchant.a'],
      validOrder(a.businessIds[0], {
        recipient: {
          ...validOrder(1).recipient,
          phone1: '+216 22 123 456',
          phone2: '00216 71 234 567',
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    const stored = await t.handle.db
      .selectFrom('orders as o')
      .innerJoin('recipients as r', 'r.id', 'o.recipientId')
      .select(['r.phone1', 'r.phone2'])
      .where('o.id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ phone1: '22123456', phone2: '71234567' });
  });

  it('never takes costs from the body', async () => {
    const res = await add(tokens['merchant.a'], {
      ...validOrder(a.businessIds[0]),
      deliveryCost: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['deliveryCost: field.unknown']);
  });

  const invalid: Array<[string, (o: ReturnType<typeof validOrder>) => unknown, string]> = [
    ['businessId', (o) => ({ ...o, businessId: 'x' }), 'businessId: number.invalid'],
    ['service', (o) => ({ ...o, service: 'TELEPORT' }), 'service: value.invalid'],
    ['source', (o) => ({ ...o, source: 'RADIO' }), 'source: value.invalid'],
    ['recipient', (o) => ({ ...o, recipient: undefined }), 'recipient: field.required'],
    [
      'fullname empty',
      (o) => ({ ...o, recipient: { ...o.recipient, fullname: '  ' } }),
      'recipient.fullname: field.required',
    ],
    [
      'fullname digits',
      (o) => ({ ...o, recipient: { ...o.recipient, fullname: 'Sarra 2' } }),
      'recipient.fullname: person-name.invalid',
    ],
    [
      'phone1 short',
      (o) => ({ ...o, recipient: { ...o.recipient, phone1: '2212345' } }),
      'recipient.phone1: phone.invalid',
    ],
    ...['12123456', '62123456', '82123456', '02123456'].map(
      (phone1): [string, (o: ReturnType<typeof validOrder>) => unknown, string] => [
        `phone1 starting with ${phone1[0]}`,
        (o) => ({ ...o, recipient: { ...o.recipient, phone1 } }),
        'recipient.phone1: phone.invalid',
      ],
    ),
    [
      'phone1 missing',
      (o) => ({ ...o, recipient: { ...o.recipient, phone1: undefined } }),
      'recipient.phone1: field.required',
    ],
    [
      'phone2',
      (o) => ({ ...o, recipient: { ...o.recipient, phone2: '123456789' } }),
      'recipient.phone2: phone.invalid',
    ],
    [
      'email',
      (o) => ({ ...o, recipient: { ...o.recipient, email: 'sarra@' } }),
      'recipient.email: email.invalid',
    ],
    [
      'governorate',
      (o) => ({ ...o, recipient: { ...o.recipient, delegation: 'Paris' } }),
      'recipient.delegation: governorate.invalid',
    ],
    [
      'delegation',
      (o) => ({ ...o, recipient: { ...o.recipient, city: 'Sfax Ville' } }),
      'recipient.city: delegation.invalid',
    ],
    [
      'address',
      (o) => ({ ...o, recipient: { ...o.recipient, address: '' } }),
      'recipient.address: field.required',
    ],
    [
      'postal code',
      (o) => ({ ...o, recipient: { ...o.recipient, postalCode: '20' } }),
      'recipient.postalCode: postal-code.invalid',
    ],
    ['merchandise', (o) => ({ ...o, merchandise: ' ' }), 'merchandise: field.required'],
    ['quantity', (o) => ({ ...o, merchandiseQuantity: 0 }), 'merchandiseQuantity: number.invalid'],
    [
      'merchandise price',
      (o) => ({ ...o, merchandisePrice: -5 }),
      'merchandisePrice: number.invalid',
    ],
    ['price NaN', (o) => ({ ...o, price: 'abc' }), 'price: number.invalid'],
    ['price decimal', (o) => ({ ...o, price: 12.5 }), 'price: number.invalid'],
    ['price missing', (o) => ({ ...o, price: undefined }), 'price: field.required'],
    ['weight', (o) => ({ ...o, weight: 0 }), 'weight: number.invalid'],
    ['paymentType', (o) => ({ ...o, paymentType: 'CARD' }), 'paymentType: value.invalid'],
    ['canOpen', (o) => ({ ...o, canOpen: 'maybe' }), 'canOpen: value.invalid'],
    ['fragile', (o) => ({ ...o, fragile: undefined }), 'fragile: field.required'],
    ['deliveryDate', (o) => ({ ...o, deliveryDate: '01/12/2026' }), 'deliveryDate: date.invalid'],
    ['deliveryFrom', (o) => ({ ...o, deliveryFrom: '9h' }), 'deliveryFrom: time.invalid'],
    ['window', (o) => ({ ...o, deliveryFrom: '18:00' }), 'deliveryTo: delivery-window.invalid'],
    [
      'exchange without id',
      (o) => ({ ...o, service: 'EXCHANGE', returningMerchandise: 'Robe' }),
      'exchangeOrderId: field.required',
    ],
    [
      'exchange without merchandise',
      (o) => ({ ...o, service: 'COUNTER_EXCHANGE' }),
      'returningMerchandise: field.required',
    ],
    ['note too long', (o) => ({ ...o, note: 'x'.repeat(501) }), 'note: text.too-long'],
  ];
  it.each(invalid)('names the invalid field: %s', async (_name, mutate, message) => {
    const res = await add(tokens['merchant.a'], mutate(validOrder(a.businessIds[0])) as object);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
  });

  it('lists every invalid field at once', async () => {
    const res = await add(tokens['merchant.a'], {
      ...validOrder(a.businessIds[0]),
      merchandise: '',
      recipient: { ...validOrder(1).recipient, fullname: 'X1', phone1: '1' },
    });
    expect(res.json().message).toEqual([
      'recipient.fullname: person-name.invalid',
      'recipient.phone1: phone.invalid',
      'merchandise: field.required',
    ]);
  });

  it("answers 404 for another client's company and writes nothing", async () => {
    const before = await t.handle.db.selectFrom('orders').select('id').execute();
    const res = await add(tokens['merchant.a'], validOrder(b.businessIds[0]));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('business.not-found');
    expect((await t.handle.db.selectFrom('orders').select('id').execute()).length).toBe(
      before.length,
    );
  });

  it('creates an exchange against a delivered order with the exchange cost, and checks the link', async () => {
    const db = t.handle.db;
    const at = new Date().toISOString();
    const delivered = await insertOrder(db, {
      clientId: a.clientId,
      businessId: a.businessIds[0],
      statuses: ['MANUAL_ORDER', 'COLLECTED', 'DELIVERED'],
      createdAt: at,
      collected: true,
    });
    const pending = await insertOrder(db, {
      clientId: a.clientId,
      businessId: a.businessIds[0],
      statuses: ['MANUAL_ORDER'],
      createdAt: at,
    });
    const foreign = await insertOrder(db, {
      clientId: b.clientId,
      businessId: b.businessIds[0],
      statuses: ['DELIVERED'],
      createdAt: at,
    });
    const exchange = (id: number) =>
      validOrder(a.businessIds[0], {
        service: 'EXCHANGE',
        exchangeOrderId: id,
        returningMerchandise: 'Robe taille S',
      });
    const res = await add(tokens['merchant.a'], exchange(delivered));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      service: 'EXCHANGE',
      returningMerchandise: 'Robe taille S',
      exchangedOrder: { id: delivered, status: 'DELIVERED' },
    });
    const row = await db
      .selectFrom('orders')
      .select(['exchangeCost', 'exchangeOrderId'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ exchangeCost: TEST_COSTS.exchangeCost, exchangeOrderId: delivered });
    for (const [id, message] of [
      [delivered, 'exchangeOrderId: order.exchange.already-in-use'],
      [pending, 'exchangeOrderId: order.exchange.invalid'],
      [foreign, 'exchangeOrderId: order.exchange.not-found'],
      [999_999, 'exchangeOrderId: order.exchange.not-found'],
    ] as const) {
      const refused = await add(tokens['merchant.a'], exchange(id));
      expect({ id, status: refused.statusCode, message: refused.json().message }).toEqual({
        id,
        status: 400,
        message: [message],
      });
    }
  });

  it('refuses a team member without ADD and staff; accepts a team member with ADD', async () => {
    for (const name of ['a.no-add', 'admin']) {
      const res = await add(tokens[name], validOrder(a.businessIds[0]));
      expect({ name, status: res.statusCode }).toEqual({ name, status: 403 });
    }
    const res = await add(tokens['a.adder'], validOrder(a.businessIds[0]));
    expect(res.statusCode).toBe(201);
  });
});
