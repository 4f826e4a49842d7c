import { existsSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import {
  GENERATED_PASSWORD_LENGTH,
  isValidRib,
  type AddClientResult,
  type ClientAccountsPage,
} from '@wolvo/shared/contracts';
import { ruleErrorsOf } from '@wolvo/shared/contracts/rules';
import { TeamMemberRules } from '@wolvo/shared/contracts/team';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { multipart, PDF, PNG } from './multipart';
import { addClientBody, createUser, validOrder } from './order-fixtures';

// Commercial > clients against a real database: staff add a merchant (one transaction, credentials
// answered once), the merchant signs in with them, cannot print before it is confirmed, and staff are
// notified. Each test names its clients with a marker the demo data never holds.

describe('RIB check key', () => {
  it('accepts a RIB whose last two digits are its key and refuses one mistyped digit', () => {
    // A published example: bank 10, branch 006, account 0351835984788, key 31.
    expect(isValidRib('10006035183598478831')).toBe(true);
    expect(isValidRib('10006035183598478832')).toBe(false);
    expect(isValidRib('10006035183598478731')).toBe(false);
    expect(isValidRib('1000603518359847883')).toBe(false);
    expect(isValidRib('1000603518359847883a')).toBe(false);
  });
});

describe.each(dialectsFor('sql'))('commercial > clients (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let adminTeamId: number;
  /** Staff team members with only users > clients, and only commercial > clients. */
  let usersClientsId: number;
  let commercialId: number;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    const signedIn = await login(t.app, 'admin');
    admin = signedIn.token;
    adminId = signedIn.user.id;
    adminTeamId = (await login(t.app, 'admin.team')).user.id;
    usersClientsId = await createUser(t.handle.db, `uc.${dialect}`, 'companyPersonnelTeam', null, {
      USERS_CLIENTS: 'VIEW',
    });
    commercialId = await createUser(t.handle.db, `cc.${dialect}`, 'companyPersonnelTeam', null, {
      COMMERCIAL_CLIENTS: 'VIEW',
    });
  });
  afterAll(() => t.close());

  const send = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

  /** A valid add-client body with unique email and company names. */
  const body = (overrides: Record<string, unknown> = {}) =>
    addClientBody(`${dialect}${++seq}${Date.now() % 100_000}`, overrides);

  const countRows = async () => {
    const count = async (table: 'users' | 'clients' | 'businesses') =>
      Number(
        (
          await t.handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      users: await count('users'),
      clients: await count('clients'),
      businesses: await count('businesses'),
    };
  };

  const notificationsOf = (code: string, sourceId: number) =>
    t.handle.db
      .selectFrom('notifications')
      .select('userId')
      .where('code', '=', code)
      .where('sourceId', '=', sourceId)
      .execute();

  it('adds an unconfirmed client in one go and answers its credentials once; the merchant signs in with them', async () => {
    const payload = body();
    const res = await send(admin, 'POST', '/client/add', payload);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const added = res.json<AddClientResult>();
    expect(added.message).toBe('client.added');
    expect(added.client).toMatchObject({
      fullname: "Sana Ben M'rad",
      email: payload.email,
      companies: payload.companies,
      confirmed: false,
      active: true,
    });
    // The login follows the email.
    expect(added.username).toBe(payload.email.split('@')[0]);
    expect(added.password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(ruleErrorsOf(TeamMemberRules.properties.password, added.password!)).toEqual([]);

    const row = await t.handle.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', added.client.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      delegation: 'Sfax',
      city: 'Sfax Ville',
      phone1: '22333444',
      phone2: null,
      deliveryCost: 7000,
      insuranceBp: 150,
      refundBp: 5000,
      rib: '10006035183598478831',
      paymentDays: 'MONDAY,THURSDAY',
      paymentType: 'CACHE',
      confirmed: 0,
      createdBy: adminId,
    });
    expect(row.apiKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.apiKey).toBeNull();
    const user = await t.handle.db
      .selectFrom('users')
      .select(['passwordHash', 'role', 'clientId'])
      .where('id', '=', added.client.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'clientPersonnel', clientId: added.client.id });
    expect(user.passwordHash).not.toContain(added.password);

    // First sign-in with the generated login, and with the email; the API key works too.
    const first = await login(t.app, added.username, added.password);
    expect(first.user).toMatchObject({ role: 'clientPersonnel', clientId: added.client.id });
    await expect(login(t.app, payload.email, added.password)).resolves.toBeTruthy();
    // Past the key check, the empty body is what is wrong (a wrong key would be 401).
    const viaKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/add',
      headers: { 'x-api-key': added.apiKey },
      payload: {},
    });
    expect(viaKey.statusCode).toBe(400);

    // Staff with users > clients hear of it; the author and staff without the page do not.
    const told = (await notificationsOf('ADD_CLIENT', added.client.id)).map((n) => n.userId);
    expect(told).toContain(usersClientsId);
    for (const id of [adminId, adminTeamId, commercialId]) expect(told).not.toContain(id);
  });

  it('gives a taken login a number, and refuses a taken email or company name with nothing saved', async () => {
    const first = body();
    const a = (await send(admin, 'POST', '/client/add', first)).json<AddClientResult>();
    const sameLocal = body({ email: first.email.replace('@boutique.tn', '@autre.tn') });
    const b = (await send(admin, 'POST', '/client/add', sameLocal)).json<AddClientResult>();
    expect(b.username).toBe(`${a.username}.2`);

    const before = await countRows();
    const email = await send(
      admin,
      'POST',
      '/client/add',
      body({ email: first.email.toUpperCase() }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('user.email-exists');
    const company = await send(
      admin,
      'POST',
      '/client/add',
      body({ companies: ['Nouvelle', first.companies[1]!.toUpperCase()] }),
    );
    expect(company.statusCode).toBe(409);
    expect(company.json().message).toBe('companies: client.company-name-exists');
    expect(await countRows()).toEqual(before);
  });

  it('names every field it refuses', async () => {
    const before = await countRows();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ fullname: 'J0hn' }, ['fullname: person-name.invalid']],
      [{ fullname: '  ', email: 'nope' }, ['fullname: field.required', 'email: email.invalid']],
      [{ companies: [] }, ['companies: field.required']],
      [{ companies: ['A', 'B', 'C', 'D'] }, ['companies: client.max-companies']],
      [{ companies: ['Zina', ' zina '] }, ['companies: client.company-duplicate']],
      [{ delegation: 'Atlantis' }, ['delegation: governorate.invalid']],
      [{ city: 'La Marsa' }, ['city: delegation.invalid']],
      [
        { phone1: '2233', phone2: '98 765 43x' },
        ['phone1: phone.invalid', 'phone2: phone.invalid'],
      ],
      [{ cin: '1234567' }, ['cin: cin.invalid']],
      [{ rib: '10006035183598478832' }, ['rib: rib.invalid']],
      [{ deliveryCost: -1 }, ['deliveryCost: number.invalid']],
      [{ refundBp: 10_001 }, ['refundBp: percent.invalid']],
      [{ paymentDays: ['MONDAY', 'FUNDAY'] }, ['paymentDays: payment-days.invalid']],
      [{ pickupAddress: '' }, ['pickupAddress: field.required']],
    ];
    for (const [overrides, messages] of cases) {
      const res = await send(admin, 'POST', '/client/add', body(overrides));
      expect({ overrides, status: res.statusCode }).toEqual({ overrides, status: 400 });
      expect(res.json().message).toEqual(messages);
    }
    const partner = await send(
      admin,
      'POST',
      '/client/add',
      body({ preferredDeliveryCompanyId: 999_999 }),
    );
    expect(partner.json().message).toBe('preferredDeliveryCompanyId: delivery-company.not-found');
    expect(await countRows()).toEqual(before);
  });

  it('refuses an unconfirmed client its slips until staff confirm it, which notifies commercial staff once', async () => {
    const added = (await send(admin, 'POST', '/client/add', body())).json<AddClientResult>();
    const merchant = (await login(t.app, added.username, added.password)).token;
    const businesses = (await send(merchant, 'GET', '/business/get')).json();
    const businessId = (Array.isArray(businesses) ? businesses : businesses.items)[0].id;
    const order = await send(merchant, 'POST', '/order/add', validOrder(businessId));
    expect(order.statusCode).toBe(201);
    const orderId = order.json().id;
    const print = () => send(merchant, 'GET', `/order/voucher?ids=${orderId}`);

    const refused = await print();
    expect(refused.statusCode).toBe(409);
    expect(JSON.stringify(refused.json())).toContain('order.cannot-print-unconfirmed');

    const confirmed = await send(admin, 'PUT', `/client/confirm/${added.client.id}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'client.confirmed',
      client: { id: added.client.id, confirmed: true },
    });
    expect((await print()).statusCode).toBe(200);

    const told = await notificationsOf('CONFIRMED_CLIENT', added.client.id);
    expect(told.map((n) => n.userId)).toContain(commercialId);
    expect(told.map((n) => n.userId)).not.toContain(usersClientsId);
    // Confirming again changes nothing and tells nobody again.
    expect((await send(admin, 'PUT', `/client/confirm/${added.client.id}`)).statusCode).toBe(200);
    expect(await notificationsOf('CONFIRMED_CLIENT', added.client.id)).toHaveLength(told.length);

    const unknown = await send(admin, 'PUT', '/client/confirm/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('client.id.not-found');
  });

  it('lists the clients a staff member brought in, and finds a client by phone', async () => {
    const mine = (await send(admin, 'POST', '/client/add', body())).json<AddClientResult>();
    const byCreator = await send(admin, 'GET', '/client/getAllClientsByCreatorId?limit=100');
    expect(byCreator.statusCode).toBe(200);
    const page = byCreator.json<ClientAccountsPage>();
    expect(page.items.map((c) => c.id)).toContain(mine.client.id);
    // Only clients the admin added: the demo clients have no creator.
    const rows = await t.handle.db
      .selectFrom('clients')
      .select('id')
      .where('createdBy', '=', adminId)
      .execute();
    expect(page.total).toBe(rows.length);

    const nobody = await send(
      admin,
      'GET',
      `/client/getAllClientsByCreatorId?creatorId=${mine.client.userId}`,
    );
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('creator.not-found');

    const phone = `9${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const byPhone = (
      await send(admin, 'POST', '/client/add', body({ phone2: phone }))
    ).json<AddClientResult>();
    const found = await send(admin, 'GET', `/client/getAllClients?search=${phone}`);
    expect(found.json<ClientAccountsPage>().items.map((c) => c.id)).toEqual([byPhone.client.id]);
  });

  /** The add-client body as the form's multipart fields: text, lists comma-joined, null empty. */
  const formOf = (payload: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(payload).map(([k, v]) => [
        k,
        Array.isArray(v) ? v.join(',') : v === null ? '' : String(v),
      ]),
    );
  const addWithFiles = (
    fields: Record<string, string>,
    files: Array<{ name: string; bytes: Buffer }>,
  ) => {
    const form = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/client/add',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
  };

  it('adds a client from the multipart form with its payment documents', async () => {
    const payload = body();
    const res = await addWithFiles(formOf(payload), [
      { name: 'rib.pdf', bytes: PDF },
      { name: 'patente.png', bytes: PNG },
    ]);
    expect(res.statusCode).toBe(201);
    const added = res.json<AddClientResult>();
    expect(added.client).toMatchObject({ email: payload.email, companies: payload.companies });
    const detail = (
      await send(admin, 'GET', `/client/get/search-for-id/${added.client.id}`)
    ).json();
    expect(detail).toMatchObject({
      insuranceBp: 150,
      refundBp: 5000,
      deliveryCost: 7000,
      paymentDays: ['MONDAY', 'THURSDAY'],
      rib: '10006035183598478831',
    });
    expect(detail.documents.map((d: { contentType: string }) => d.contentType)).toEqual([
      'application/pdf',
      'image/png',
    ]);
    // The new merchant reads its own document.
    const merchant = (await login(t.app, added.username, added.password)).token;
    const doc = await send(merchant, 'GET', detail.documents[0].url.replace(/^\/v1/, ''));
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses too many, wrong or too large documents and a bad field of the form, creating nothing', async () => {
    const before = await countRows();
    const cases: Array<[Record<string, unknown>, Array<{ name: string; bytes: Buffer }>, string]> =
      [
        [
          {},
          Array.from({ length: 6 }, (_, i) => ({ name: `d${i}.pdf`, bytes: PDF })),
          'newPaymentDocuments: max-allowed-files',
        ],
        [
          {},
          [
            { name: 'ok.pdf', bytes: PDF },
            { name: 'fake.pdf', bytes: Buffer.from('MZ not a pdf') },
          ],
          'newPaymentDocuments: document.type-invalid',
        ],
        [
          {},
          [{ name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]) }],
          'newPaymentDocuments: document.too-large',
        ],
        [
          { deliveryCost: 'sept' },
          [{ name: 'ok.pdf', bytes: PDF }],
          'deliveryCost: number.invalid',
        ],
        [{ insuranceBp: '-5' }, [], 'insuranceBp: percent.invalid'],
      ];
    for (const [overrides, files, message] of cases) {
      const res = await addWithFiles(formOf(body(overrides)), files);
      const messages = [res.json().message].flat();
      expect({ message, status: res.statusCode, has: messages.includes(message) }).toEqual({
        message,
        status: 400,
        has: true,
      });
    }
    expect(await countRows()).toEqual(before);
    expect(existsSync(path.join(t.dataDir, 'documents'))).toBe(false);
  });

  it('shows commercial staff one client with every field for the detail drawer', async () => {
    const payload = body({ paymentType: 'BANK_TRANSFER' });
    const added = (await send(admin, 'POST', '/client/add', payload)).json<AddClientResult>();
    const commercial = (await login(t.app, `cc.${dialect}`)).token;
    const res = await send(commercial, 'GET', `/client/get/search-for-id/${added.client.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: added.client.id,
      fullname: "Sana Ben M'rad",
      email: payload.email,
      username: added.username,
      companies: payload.companies,
      delegation: 'Sfax',
      city: 'Sfax Ville',
      pickupAddress: '12 Rue Habib Maazoun',
      phone1: '22333444',
      phone2: null,
      deliveryCost: 7000,
      returnCost: 4000,
      exchangeCost: 8000,
      insuranceBp: 150,
      refundBp: 5000,
      cin: '01234567',
      rib: '10006035183598478831',
      paymentDays: ['MONDAY', 'THURSDAY'],
      paymentType: 'BANK_TRANSFER',
      preferredDeliveryCompany: null,
      confirmed: false,
      active: true,
      documents: [],
    });
    // Staff with users > clients only, and clients, do not open it.
    for (const who of [`uc.${dialect}`, 'client']) {
      const token = (await login(t.app, who)).token;
      const denied = await send(token, 'GET', `/client/get/search-for-id/${added.client.id}`);
      expect({ who, status: denied.statusCode }).toEqual({ who, status: 403 });
    }
  });

  it('refuses a client, a client team member and an admin team member without the page', async () => {
    for (const who of ['client', 'client.team', 'admin.team']) {
      const token = (await login(t.app, who)).token;
      const res = await send(token, 'POST', '/client/add', body());
      expect({ who, status: res.statusCode }).toEqual({ who, status: 403 });
    }
  });
});
