import { createMerchant, insertOrder } from './order-fixtures';
import { nextDigitText } from '../src/modules/orders/order-search.repository';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

describe.each(dialectsFor('sql'))('GET /v1/order/get/search/{text} (%s)', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const codes: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 60 });
    const db = t.handle.db;
    const a = await createMerchant(db, 'search.a');
    const b = await createMerchant(db, 'search.b');
    const order = async (name: string, m: typeof a, phone: string, partnerCode: string | null) => {
      ids[name] = await insertOrder(db, {
        clientId: m.clientId,
        businessId: m.businessIds[0]!,
        statuses: ['MANUAL_ORDER'],
        createdAt: '2026-11-20T08:00:00.000Z',
        phone,
      });
      await db.updateTable('orders').set({ partnerCode }).where('id', '=', ids[name]!).execute();
      codes[name] = (
        await db
          .selectFrom('orders')
          .select('code')
          .where('id', '=', ids[name]!)
          .executeTakeFirstOrThrow()
      ).code;
    };
    await order('a1', a, '39111222', 'ZQ-0000001');
    await order('a2', a, '39111333', null);
    await order('b1', b, '39111444', 'ZQ-0000002');
    // Either side of a prefix ending in nines ('3999' ends before '4').
    await order('nines', a, '39999999', null);
    await order('next', a, '40000000', null);
    // Twelve of the merchant's orders share a phone prefix: the search answers ten.
    for (let i = 0; i < 12; i++)
      await order(`many${i}`, a, `3722${String(i).padStart(4, '0')}`, null);
    for (const name of ['search.a', 'admin']) tokens[name] = (await login(t.app, name)).token;
  });
  afterAll(() => t.close());

  const search = async (who: string, text: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get/search/${encodeURIComponent(text)}`,
      headers: bearer(tokens[who]!),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const idsOf = (body: Array<{ id: number }>) => body.map((hit) => hit.id);

  it('finds an order by the code printed on its slip, typed in any case', async () => {
    const { status, body } = await search('search.a', codes.a1!.toLowerCase());
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({ id: ids.a1, code: codes.a1, partnerCode: 'ZQ-0000001' }),
    ]);
  });

  it("finds an order by its partner's code, only within the merchant's own orders", async () => {
    expect(idsOf((await search('search.a', 'ZQ-0000001')).body)).toEqual([ids.a1]);
    expect(idsOf((await search('search.a', 'ZQ-0000002')).body)).toEqual([]);
    expect(idsOf((await search('admin', 'ZQ-0000002')).body)).toEqual([ids.b1]);
  });

  it('finds orders by the start of the recipient phone, typed with +216 and spaces', async () => {
    expect(idsOf((await search('search.a', '+216 39 111')).body).sort()).toEqual(
      [ids.a1, ids.a2].sort(),
    );
    expect(idsOf((await search('admin', '39111')).body)).toEqual(
      expect.arrayContaining([ids.a1, ids.a2, ids.b1]),
    );
    const many = (await search('search.a', '3722')).body;
    expect(many).toHaveLength(10);
  });

  it('finds a prefix ending in nines without the next number, and the last prefix of all', async () => {
    expect(idsOf((await search('search.a', '3999')).body)).toEqual([ids.nines]);
    expect(idsOf((await search('search.a', '39')).body).sort()).toEqual(
      [ids.a1, ids.a2, ids.nines].sort(),
    );
    expect(idsOf((await search('search.a', '40')).body)).toEqual([ids.next]);
    expect(idsOf((await search('search.a', '99')).body)).toEqual([]);
  });

  it('puts the exact id first among the id prefixes', async () => {
    const { body } = await search('search.a', String(ids.a2));
    expect(body[0].id).toBe(ids.a2);
    expect(body.length).toBeLessThanOrEqual(10);
  });

  it('answers client.id.invalid-type only to text that is no id, code or phone', async () => {
    for (const text of ['!!', 'a b', '+33 6 12']) {
      const { status, body } = await search('search.a', text);
      expect(status).toBe(400);
      expect(body.message).toBe('client.id.invalid-type');
    }
  });
});

describe('nextDigitText', () => {
  it('bumps the last digit, carrying over nines, and has none past the nines', () => {
    expect(nextDigitText('22')).toBe('23');
    expect(nextDigitText('29')).toBe('3');
    expect(nextDigitText('3999')).toBe('4');
    expect(nextDigitText('2')).toBe('3');
    expect(nextDigitText('99')).toBeNull();
  });
});
