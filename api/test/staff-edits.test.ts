import { existsSync } from 'node:fs';
import path from 'node:path';
import { createMerchant, createUser, insertOrder } from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { checkBillsAroundEachTest } from './bill-checks';
import { multipart, PDF, PNG } from './multipart';

// Staff editors (reclamation > edits and delivery cost) against a real database: the delivery cost
// and paid bills, client search, the multipart client edit all or nothing, and the audit trail.
describe.each(dialectsFor('sql'))('staff edits (%s)', (dialect) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof createMerchant>>;
  const tokens: Record<string, string> = {};
  const at = '2026-11-10T08:00:00.000Z';

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    m = await createMerchant(t.handle.db, `se.m.${dialect}`);
    // Another client, whose company name is taken and who must not read m's documents.
    await createMerchant(t.handle.db, `se.o.${dialect}`);
    await createUser(t.handle.db, 'se.cost', 'companyPersonnelTeam', null, {
      RECLAMATION_DELIVERY_COST: 'VIEW|EDIT',
    });
    // A team member who may look at both staff pages but not save on them.
    await createUser(t.handle.db, 'se.view', 'companyPersonnelTeam', null, {
      RECLAMATION_DELIVERY_COST: 'VIEW',
      RECLAMATION_EDITS: 'VIEW',
    });
    for (const name of [
      'admin',
      'admin.team',
      'client',
      'se.cost',
      'se.view',
      'client.team',
      `se.m.${dialect}`,
      `se.o.${dialect}`,
    ])
      tokens[name] = (await login(t.app, name)).token;
  });
  afterAll(() => t.close());
  checkBillsAroundEachTest(() => t);

  const send = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  const order = (statuses: string[], businessId = m.businessIds[0]!) =>
    insertOrder(t.handle.db, {
      clientId: m.clientId,
      businessId,
      statuses,
      createdAt: at,
      collected: true,
    });
  const costOf = async (id: number) =>
    (
      await t.handle.db
        .selectFrom('orders')
        .select('deliveryCost')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).deliveryCost;

  describe('delivery cost', () => {
    it('sets the cost, writes the audit trail, and computes a pending bill again', async () => {
      const id = await order(['CREATED', 'COLLECTED', 'DELIVERED', 'PAID_TO_WOLVO']);
      const bill = await send(tokens.admin, 'POST', '/bill/add', { orderIds: [id] });
      expect(bill.statusCode).toBe(201);
      const netBefore = bill.json().totals.netToPay as number;

      const res = await send(tokens['se.cost'], 'PUT', `/order/edit/delivery-cost/${id}`, {
        deliveryCost: 5_100,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id, deliveryCost: 5_100 });
      expect(await costOf(id)).toBe(5_100);
      // 2 DT less delivery cost, and 19 % shipping TVA less on it: the net grows by 2 380 millimes.
      const after = await send(tokens.admin, 'GET', `/bill/get/${bill.json().id}`);
      expect(after.json().totals.netToPay).toBe(netBefore + 2_000 + 380);

      const detail = await send(tokens.admin, 'GET', `/order/get/search-for-id/${id}`);
      expect(detail.json().deliveryCost).toBe(5_100);
      expect(detail.json().edits[0]).toMatchObject({
        by: { username: 'se.cost' },
        changes: [{ field: 'deliveryCost', before: 7_100, after: 5_100 }],
      });
      // The client sees only that the provider edited its order.
      const mine = await send(tokens[`se.m.${dialect}`], 'GET', `/order/get/search-for-id/${id}`);
      expect(mine.json().edits).toEqual([
        { id: expect.any(Number), at: expect.any(String), by: null, changes: [] },
      ]);
    });

    it('refuses the cost once a paid bill holds the order', async () => {
      const id = await order(['CREATED', 'COLLECTED', 'DELIVERED', 'PAID_TO_WOLVO']);
      const bill = await send(tokens.admin, 'POST', '/bill/add', { orderIds: [id] });
      expect((await send(tokens.admin, 'PUT', `/bill/confirm/${bill.json().id}`)).statusCode).toBe(
        200,
      );
      const res = await send(tokens.admin, 'PUT', `/order/edit/delivery-cost/${id}`, {
        deliveryCost: 1_000,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('delivery-cost.bill-paid');
      expect(await costOf(id)).toBe(7_100);
    });

    it('refuses team members without the page, clients, bad input and unknown orders', async () => {
      const id = await order(['CREATED']);
      for (const name of ['admin.team', 'se.view', 'client', 'client.team', `se.m.${dialect}`])
        expect({
          name,
          status: (
            await send(tokens[name]!, 'PUT', `/order/edit/delivery-cost/${id}`, { deliveryCost: 1 })
          ).statusCode,
        }).toEqual({ name, status: 403 });
      const bad = await send(tokens.admin, 'PUT', `/order/edit/delivery-cost/${id}`, {
        deliveryCost: -5,
      });
      expect(bad.json().message).toBe('deliveryCost: number.invalid');
      const missing = await send(tokens.admin, 'PUT', '/order/edit/delivery-cost/99999999', {
        deliveryCost: 1,
      });
      expect(missing.statusCode).toBe(404);
      expect(await costOf(id)).toBe(7_100);
    });
  });

  describe('order audit trail', () => {
    it("records staff changes' fields before and after, and the status change", async () => {
      const id = await order(['CREATED', 'COLLECTED', 'IN_TRANSIT']);
      const res = await send(tokens.admin, 'PUT', `/order/edit/${id}`, {
        merchandise: 'Tapis',
        newPrice: 20_000,
        recipient: { fullname: 'Sami Ben Ali' },
        replaceStatus: 'IN_TRANSIT_SECOND_TRY',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().edits[0].changes).toEqual([
        { field: 'merchandise', before: 'Article', after: 'Tapis' },
        { field: 'price', before: 10_000, after: 20_000 },
        { field: 'oldPrice', before: null, after: 10_000 },
        { field: 'recipient.fullname', before: 'Amel Trabelsi', after: 'Sami Ben Ali' },
        { field: 'status.replaced', before: 'IN_TRANSIT', after: 'IN_TRANSIT_SECOND_TRY' },
      ]);
      const added = await send(tokens.admin, 'PUT', `/order/edit/${id}`, {
        newStatus: 'CONSOLE_IN_BOUND',
        statusConsoleLocation: 'Hub Sousse',
      });
      expect(added.json().edits).toHaveLength(2);
      expect(added.json().edits[0].changes).toEqual([
        { field: 'status', before: 'IN_TRANSIT_SECOND_TRY', after: 'CONSOLE_IN_BOUND' },
        { field: 'consoleLocation', before: null, after: 'Hub Sousse' },
      ]);
      expect(added.json().status).toBe('CONSOLE_IN_BOUND');
      // Replacing it with another console status at another place: the location's before and after.
      const replaced = await send(tokens.admin, 'PUT', `/order/edit/${id}`, {
        replaceStatus: 'CONSOLE_TO_LOCATION',
        statusConsoleLocation: 'Hub Sfax',
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().edits[0].changes).toEqual([
        { field: 'status.replaced', before: 'CONSOLE_IN_BOUND', after: 'CONSOLE_TO_LOCATION' },
        { field: 'consoleLocation.replaced', before: 'Hub Sousse', after: 'Hub Sfax' },
      ]);
      // A console status without its location is refused and writes nothing.
      const missing = await send(tokens.admin, 'PUT', `/order/edit/${id}`, {
        newStatus: 'CONSOLE_IN_BOUND',
      });
      expect(missing.statusCode).toBe(400);
      expect([missing.json().message].flat()).toContain('statusConsoleLocation: field.required');
      const after = await send(tokens.admin, 'GET', `/order/get/search-for-id/${id}`);
      expect(after.json().edits).toHaveLength(3);
      expect(after.json().status).toBe('CONSOLE_TO_LOCATION');
    });

    it("validates a staff exchange id within the edited order's client, as the save does", async () => {
      const id = await order(['CREATED', 'COLLECTED']);
      const mine = await order(['CREATED', 'COLLECTED', 'DELIVERED']);
      const other = await createMerchant(t.handle.db, `se.x.${dialect}`);
      const foreign = await insertOrder(t.handle.db, {
        clientId: other.clientId,
        businessId: other.businessIds[0]!,
        statuses: ['CREATED', 'COLLECTED', 'DELIVERED'],
        createdAt: at,
        collected: true,
      });
      const v = '/order/validate-exchange';
      expect((await send(tokens.admin, 'GET', `${v}/${id}/${mine}`)).json()).toEqual({
        code: 'VALID',
        isValid: true,
      });
      const away = await send(tokens.admin, 'GET', `${v}/${id}/${foreign}`);
      expect(away.statusCode).toBe(404);
      expect(away.json().message).toBe('order.exchange.not-found');
      const refused = await send(tokens.admin, 'PUT', `/order/edit/${id}`, {
        service: 'EXCHANGE',
        exchangeId: foreign,
      });
      expect(refused.statusCode).toBe(400);
      expect([refused.json().message].flat()).toContain('exchangeId: order.exchange.not-found');
      const saved = await send(tokens.admin, 'PUT', `/order/edit/${id}`, {
        service: 'EXCHANGE',
        exchangeId: mine,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().edits[0].changes).toEqual(
        expect.arrayContaining([{ field: 'exchangeOrderId', before: null, after: mine }]),
      );
    });

    it('refuses staff without EDIT on reclamation edits (demo admin.team, a VIEW-only member)', async () => {
      const id = await order(['CREATED']);
      for (const name of ['admin.team', 'se.view']) {
        const res = await send(tokens[name]!, 'PUT', `/order/edit/${id}`, {
          merchandise: 'X',
          newStatus: 'COLLECTED',
        });
        expect({ name, status: res.statusCode }).toEqual({ name, status: 403 });
      }
      // A client may edit its own order's fields, never its status.
      const own = await send(tokens[`se.m.${dialect}`]!, 'PUT', `/order/edit/${id}`, {
        newStatus: 'DELIVERED',
      });
      expect(own.statusCode).toBe(403);
      const after = await send(tokens.admin, 'GET', `/order/get/search-for-id/${id}`);
      expect(after.json()).toMatchObject({ status: 'CREATED', merchandise: 'Article', edits: [] });
    });
  });

  describe('client search', () => {
    it('finds clients by id prefix and one client with every field', async () => {
      const hits = await send(tokens['admin.team'], 'GET', `/client/get/search/${m.clientId}`);
      expect(hits.statusCode).toBe(200);
      expect(hits.json()[0]).toEqual({
        id: m.clientId,
        createdAt: '2026-01-01T00:00:00.000Z',
        fullname: 'Test User',
        businessName: `se.m.${dialect} A`,
      });
      const one = await send(
        tokens['admin.team'],
        'GET',
        `/client/get/search-for-id/${m.clientId}`,
      );
      expect(one.json()).toMatchObject({
        id: m.clientId,
        userId: m.userId,
        username: `se.m.${dialect}`,
        companies: [`se.m.${dialect} A`, `se.m.${dialect} B`],
        deliveryCost: 7_100,
        paymentDays: ['MONDAY'],
        paymentType: 'CACHE',
        documents: [],
        edits: [],
      });
    });

    it('answers client.id.invalid-type and client.id.not-found', async () => {
      const bad = await send(tokens.admin, 'GET', '/client/get/search-for-id/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('id: client.id.invalid-type');
      const prefix = await send(tokens.admin, 'GET', '/client/get/search/1x');
      expect(prefix.json().message).toBe('id: client.id.invalid-type');
      const missing = await send(tokens.admin, 'GET', '/client/get/search-for-id/99999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('client.id.not-found');
    });

    it('refuses clients on every staff route', async () => {
      for (const [method, url] of [
        ['GET', `/client/get/search/${m.clientId}`],
        ['GET', `/client/get/search-for-id/${m.clientId}`],
        ['PUT', `/client/edit/${m.clientId}`],
        ['PUT', `/order/edit/delivery-cost/1`],
      ] as const)
        for (const name of ['client', 'client.team', `se.m.${dialect}`])
          expect({
            url,
            name,
            status: (await send(tokens[name]!, method, url, {})).statusCode,
          }).toEqual({
            url,
            name,
            status: 403,
          });
    });
  });

  describe('client edit', () => {
    // A merchant of its own: the other blocks give m's companies active orders.
    let c: Awaited<ReturnType<typeof createMerchant>>;
    beforeAll(async () => {
      c = await createMerchant(t.handle.db, `se.c.${dialect}`);
      tokens[`se.c.${dialect}`] = (await login(t.app, `se.c.${dialect}`)).token;
    });
    const order = (statuses: string[], businessId: number) =>
      insertOrder(t.handle.db, {
        clientId: c.clientId,
        businessId,
        statuses,
        createdAt: at,
        collected: true,
      });
    const fieldsOf = (overrides: Record<string, string> = {}) => ({
      id: String(c.clientId),
      userId: String(c.userId),
      fullname: 'Nadia Gharbi',
      email: `se.c.${dialect}@example.test`,
      companies: `se.c.${dialect} A,se.c.${dialect} B`,
      delegation: 'Tunis',
      city: 'La Marsa',
      pickupAddress: '1 Rue du Test',
      phone1: '71000000',
      phone2: '',
      deliveryCost: '7100',
      returnCost: '4100',
      exchangeCost: '8100',
      pos: '',
      cin: '',
      patent: '',
      rib: '',
      rc: '',
      oldPaymentDocuments: '',
      paymentDays: 'MONDAY',
      paymentType: 'CACHE',
      ...overrides,
    });
    const editClient = (
      token: string,
      fields: Record<string, string>,
      files: Array<{ name: string; bytes: Buffer }> = [],
      clientId = c.clientId,
    ) => {
      const body = multipart(fields, files);
      return t.app.inject({
        method: 'PUT',
        url: `/api/v1/client/edit/${clientId}`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const snapshot = async () => {
      const res = await send(tokens.admin, 'GET', `/client/get/search-for-id/${c.clientId}`);
      return res.json();
    };

    it('saves fields, companies and documents, with an audit row of each change', async () => {
      const res = await editClient(
        tokens.admin,
        fieldsOf({
          companies: `se.c.${dialect} B,Nouvelle Maison ${dialect}`,
          deliveryCost: '6500',
        }),
        [
          { name: 'rib.pdf', bytes: PDF },
          { name: 'scan.png', bytes: PNG },
        ],
      );
      expect(res.statusCode).toBe(200);
      const client = res.json().client;
      expect(res.json().message).toBe('update-client.success');
      expect(client).toMatchObject({
        fullname: 'Nadia Gharbi',
        companies: [`se.c.${dialect} B`, `Nouvelle Maison ${dialect}`],
        deliveryCost: 6_500,
      });
      expect(client.documents.map((d: { contentType: string }) => d.contentType)).toEqual([
        'application/pdf',
        'image/png',
      ]);
      expect(client.edits[0]).toMatchObject({ by: { username: 'admin' } });
      expect(client.edits[0].changes).toEqual(
        expect.arrayContaining([
          { field: 'fullname', before: 'Test User', after: 'Nadia Gharbi' },
          {
            field: 'companies',
            before: `se.c.${dialect} A, se.c.${dialect} B`,
            after: `se.c.${dialect} B, Nouvelle Maison ${dialect}`,
          },
          { field: 'deliveryCost', before: 7_100, after: 6_500 },
          { field: 'paymentDocuments', before: 0, after: 2 },
        ]),
      );
      // Stored in the database (any instance serves them) with random names, never the uploaded ones.
      const stored = await t.handle.db
        .selectFrom('clientDocuments')
        .select(['url', 'content', 'contentType'])
        .where('clientId', '=', c.clientId)
        .execute();
      expect(stored).toHaveLength(2);
      expect(stored.filter((d) => /rib|scan/.test(d.url))).toEqual([]);
      expect(stored.every((d) => d.content && d.content.length > 0 && d.contentType)).toBe(true);
      expect(existsSync(path.join(t.dataDir, 'documents'))).toBe(false);
      // The removed company had no orders: it is gone; the business list offers the new one.
      const businesses = await send(tokens.admin, 'GET', `/business/get?clientId=${c.clientId}`);
      expect(businesses.json().map((b: { name: string }) => b.name)).toEqual([
        `se.c.${dialect} B`,
        `Nouvelle Maison ${dialect}`,
      ]);

      // The documents: staff and the owner read them; another client does not learn they exist.
      const [pdf] = client.documents;
      // Document urls are under /api, like every call of the dashboard's HTTP client.
      const docPath = (pdf.url as string).replace(/^\/v1/, '');
      const own = await send(tokens[`se.c.${dialect}`]!, 'GET', docPath);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.rawPayload.equals(PDF)).toBe(true);
      expect((await send(tokens.admin, 'GET', docPath)).statusCode).toBe(200);
      expect((await send(tokens[`se.o.${dialect}`]!, 'GET', docPath)).statusCode).toBe(404);

      // Keeping one document removes the other.
      const keep = await editClient(
        tokens.admin,
        fieldsOf({
          companies: `se.c.${dialect} B,Nouvelle Maison ${dialect}`,
          deliveryCost: '6500',
          oldPaymentDocuments: pdf.url,
        }),
      );
      expect(keep.statusCode).toBe(200);
      expect(keep.json().client.documents.map((d: { id: number }) => d.id)).toEqual([pdf.id]);
    });

    it('leaves the client unchanged when a file or a field is refused', async () => {
      const before = await snapshot();
      const cases: Array<[Record<string, string>, Array<{ name: string; bytes: Buffer }>, string]> =
        [
          [
            fieldsOf({ fullname: 'Changed Name' }),
            [{ name: 'fake.pdf', bytes: Buffer.from('not a pdf') }],
            'newPaymentDocuments: document.type-invalid',
          ],
          [
            fieldsOf({ fullname: 'Changed Name' }),
            Array.from({ length: 6 }, (_, i) => ({ name: `d${i}.pdf`, bytes: PDF })),
            'newPaymentDocuments: max-allowed-files',
          ],
          [
            fieldsOf({ fullname: 'Changed Name' }),
            [{ name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]) }],
            'newPaymentDocuments: document.too-large',
          ],
          [
            fieldsOf({ fullname: 'Changed Name', companies: '' }),
            [{ name: 'ok.pdf', bytes: PDF }],
            'companies: field.required',
          ],
          [
            fieldsOf({ fullname: 'Changed Name', companies: 'A,B,C,D' }),
            [],
            'companies: client.max-companies',
          ],
          [
            fieldsOf({ fullname: 'Changed Name', rib: '123' }),
            [{ name: 'ok.pdf', bytes: PDF }],
            'rib: rib.invalid',
          ],
        ];
      for (const [fields, files, message] of cases) {
        const res = await editClient(tokens.admin, fields, files);
        expect({ message, status: res.statusCode }).toEqual({ message, status: 400 });
        expect([res.json().message].flat()).toContain(message);
      }
      expect(await snapshot()).toEqual(before);
      // Nothing was written anywhere else.
      expect(existsSync(path.join(t.dataDir, 'documents'))).toBe(false);
    });

    it('refuses removing a company with active orders (406) and a name another client holds', async () => {
      const current = await snapshot();
      const [main, second] = current.companies as string[];
      const business = await t.handle.db
        .selectFrom('businesses')
        .select('id')
        .where('name', '=', second!)
        .executeTakeFirstOrThrow();
      await order(['CREATED', 'COLLECTED'], business.id);
      const removing = await editClient(tokens.admin, fieldsOf({ companies: main! }));
      expect(removing.statusCode).toBe(406);
      expect(removing.json().message).toBe('companies: client.deleted-companies-have-orders');
      const taken = await editClient(
        tokens.admin,
        fieldsOf({ companies: `${main},${second},se.o.${dialect} A` }),
      );
      expect(taken.statusCode).toBe(406);
      expect(taken.json().message).toBe('companies: client.company-name-exists');
      expect((await snapshot()).companies).toEqual(current.companies);
    });

    it('archives a removed company whose orders are all finished', async () => {
      const current = await snapshot();
      const [main, second] = current.companies as string[];
      const business = await t.handle.db
        .selectFrom('businesses')
        .select('id')
        .where('name', '=', main!)
        .executeTakeFirstOrThrow();
      await order(
        ['CREATED', 'COLLECTED', 'DELIVERED', 'PAID_TO_WOLVO', 'PAID_TO_SENDER'],
        business.id,
      );
      const res = await editClient(tokens.admin, fieldsOf({ companies: second! }));
      expect(res.statusCode).toBe(200);
      expect(res.json().client.companies).toEqual([second]);
      const row = await t.handle.db
        .selectFrom('businesses')
        .select('archivedAt')
        .where('id', '=', business.id)
        .executeTakeFirstOrThrow();
      expect(row.archivedAt).not.toBeNull();
    });

    it('keeps the login and the password out of the edit', async () => {
      const res = await editClient(
        tokens.admin,
        fieldsOf({
          companies: (await snapshot()).companies.join(','),
          username: 'hijack',
          password: 'Other2026!',
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().client.username).toBe(`se.c.${dialect}`);
      expect((await login(t.app, `se.c.${dialect}`)).token).toEqual(expect.any(String));
    });

    it('writes only what changed: a RIB stored with spaces survives a delivery cost edit', async () => {
      // As an older save left it: the RIB with its spaces, phone written with its country code.
      const rib = '28 305 3563901433721 70';
      await t.handle.db
        .updateTable('clients')
        .set({ rib, phone1: '+216 71 000 000' })
        .where('id', '=', c.clientId)
        .execute();
      const before = await snapshot();
      const stored = () =>
        t.handle.db
          .selectFrom('clients')
          .select(['rib', 'phone1', 'deliveryCost', 'updatedAt'])
          .where('id', '=', c.clientId)
          .executeTakeFirstOrThrow();
      // The form sends back every field as shown, one of them changed.
      const formOf = (deliveryCost: number) =>
        fieldsOf({
          fullname: before.fullname,
          companies: before.companies.join(','),
          phone1: '71 000 000',
          rib,
          deliveryCost: String(deliveryCost),
          oldPaymentDocuments: before.documents.map((d: { url: string }) => d.url).join(','),
        });
      const res = await editClient(tokens.admin, formOf(before.deliveryCost + 1_000));
      expect(res.statusCode).toBe(200);
      expect(await stored()).toMatchObject({
        rib,
        phone1: '+216 71 000 000',
        deliveryCost: before.deliveryCost + 1_000,
      });
      expect(res.json().client.edits).toHaveLength(before.edits.length + 1);
      expect(res.json().client.edits[0].changes).toEqual([
        { field: 'deliveryCost', before: before.deliveryCost, after: before.deliveryCost + 1_000 },
      ]);

      // The same form saved again: nothing written, no audit entry.
      const saved = await stored();
      const again = await editClient(tokens.admin, formOf(before.deliveryCost + 1_000));
      expect(again.statusCode).toBe(200);
      expect(await stored()).toEqual(saved);
      expect(again.json().client.edits).toHaveLength(before.edits.length + 1);
    });

    it('refuses staff without EDIT (demo admin.team, a VIEW-only member) and answers unknown clients', async () => {
      const before = await snapshot();
      for (const name of ['admin.team', 'se.view']) {
        const refused = await editClient(tokens[name]!, fieldsOf({ fullname: 'Changed Name' }));
        expect({ name, status: refused.statusCode }).toEqual({ name, status: 403 });
      }
      expect(await snapshot()).toEqual(before);
      // Looking is allowed to both.
      expect(
        (await send(tokens['se.view'], 'GET', `/client/get/search-for-id/${c.clientId}`))
          .statusCode,
      ).toBe(200);
      const missing = await editClient(tokens.admin, fieldsOf(), [], 99999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('client.id.not-found');
    });
  });
});
