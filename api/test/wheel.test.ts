import type {
  Paged,
  WheelDetail,
  WheelParticipant,
  WheelSummary,
  WheelUrl,
} from '@wolvo/shared/contracts';
import ExcelJS from 'exceljs';
import { drawItem } from '../src/modules/wheel/wheel-play';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, createUser } from './order-fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** A small seeded generator (mulberry32), for the test's draws only: production uses crypto.randomInt. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

describe('drawing a prize', () => {
  it('respects the weights over 10,000 draws (chi-square, 3 degrees of freedom)', () => {
    const items = [
      { id: 1, probability: 500 },
      { id: 2, probability: 300 },
      { id: 3, probability: 150 },
      { id: 4, probability: 50 },
    ];
    const random = seeded(2026);
    const counts = new Map<number, number>(items.map((i) => [i.id, 0]));
    const N = 10_000;
    for (let i = 0; i < N; i += 1) {
      const won = drawItem(items, random);
      counts.set(won.id, counts.get(won.id)! + 1);
    }
    const chi2 = items.reduce((sum, item) => {
      const expected = (N * item.probability) / 1000;
      return sum + (counts.get(item.id)! - expected) ** 2 / expected;
    }, 0);
    // 16.27 is the 0.999 quantile of chi-square with 3 degrees of freedom.
    expect(chi2).toBeLessThan(16.27);
    // And a wheel whose weights were ignored (uniform draws) would fail the same test.
    const uniform = seeded(7);
    const flat = new Map<number, number>(items.map((i) => [i.id, 0]));
    for (let i = 0; i < N; i += 1) {
      const id = items[uniform(items.length)]!.id;
      flat.set(id, flat.get(id)! + 1);
    }
    const flatChi2 = items.reduce((sum, item) => {
      const expected = (N * item.probability) / 1000;
      return sum + (flat.get(item.id)! - expected) ** 2 / expected;
    }, 0);
    expect(flatChi2).toBeGreaterThan(16.27);
  });

  it('gives every ticket to exactly one item', () => {
    const items = [
      { id: 1, probability: 1 },
      { id: 2, probability: 2 },
    ];
    expect([0, 1, 2].map((ticket) => drawItem(items, () => ticket).id)).toEqual([1, 2, 2]);
  });
});

describe.each(dialectsFor('sql'))('fortune wheel (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let clock = new Date('2026-11-24T10:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 }, { clock: () => clock });
    await createMerchant(t.handle.db, `wheel.${dialect}`);
    await createMerchant(t.handle.db, `wheel.other.${dialect}`);
    token = (await login(t.app, `wheel.${dialect}`)).token;
    otherToken = (await login(t.app, `wheel.other.${dialect}`)).token;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as = token,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/fortune-wheel${url}`,
      headers: as ? bearer(as) : {},
      payload,
    });
  const publicCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/fortune-wheel${url}`,
      payload,
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
      },
    });
  const ITEMS = [
    { title: 'Remise 10 %', value: '10%', probability: 600 },
    { title: 'Livraison gratuite', value: 'FREE', probability: 300 },
    { title: 'Perdu', value: 'NONE', probability: 100 },
  ];
  const newWheel = async (items = ITEMS) => {
    const res = await call('POST', '/add', { name: 'Roue de test', items });
    expect(res.statusCode).toBe(201);
    return res.json<WheelDetail>();
  };
  const newLink = async (wheelId: number) => {
    const res = await call('POST', `/${wheelId}/generate-url`);
    expect(res.statusCode).toBe(201);
    return res.json<WheelUrl>();
  };
  const play = (urlId: string, visitorId = 'visitor-abcdef12') =>
    publicCall('POST', '/play', { urlId, visitorId });
  const verify = async (urlId: string) => (await publicCall('GET', `/verify-url/${urlId}`)).json();

  it('adds a wheel with 2 to 12 items weighted 1 to 1000, naming each bad field', async () => {
    const wheel = await newWheel();
    expect(wheel).toMatchObject({ name: 'Roue de test', active: true, participants: 0 });
    expect(wheel.items.map((i) => [i.title, i.probability])).toEqual(
      ITEMS.map((i) => [i.title, i.probability]),
    );
    const cases: Array<[object, string[]]> = [
      [{ name: 'A', items: [ITEMS[0]] }, ['items: wheel.items.count']],
      [
        { name: 'A', items: Array.from({ length: 13 }, () => ITEMS[0]) },
        ['items: wheel.items.count'],
      ],
      [
        { name: 'A', items: [{ ...ITEMS[0], probability: 0 }, ITEMS[1]] },
        ['items.0.probability: wheel.item.probability'],
      ],
      [
        { name: 'A', items: [ITEMS[0], { ...ITEMS[1], probability: 1001 }] },
        ['items.1.probability: wheel.item.probability'],
      ],
      [
        { name: 'A', items: [ITEMS[0], { ...ITEMS[1], probability: 2.5 }] },
        ['items.1.probability: wheel.item.probability'],
      ],
      [
        { name: ' ', items: [ITEMS[0], { ...ITEMS[1], title: '' }] },
        ['name: wheel.name.required', 'items.1.title: wheel.item.required'],
      ],
    ];
    for (const [body, messages] of cases) {
      const res = await call('POST', '/add', body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({
        body,
        status: 400,
        message: messages,
      });
    }
    const notANumber = await call('POST', '/add', {
      name: 'A',
      items: [ITEMS[0], { ...ITEMS[1], probability: 'beaucoup' }],
    });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().message[0]).toMatch(/^items\.1\.probability: /);
  });

  it('edits items (kept by id, added, removed) and disables the wheel; another client sees nothing', async () => {
    const wheel = await newWheel();
    const [first, second] = wheel.items;
    const res = await call('PUT', `/edit/${wheel.id}`, {
      items: [
        { id: first!.id, title: 'Remise 15 %', value: '15%', probability: 500 },
        { id: second!.id, ...ITEMS[1] },
        { title: 'Cadeau', value: 'GIFT', probability: 5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json<WheelDetail>();
    expect(edited.items.map((i) => i.title)).toEqual([
      'Remise 15 %',
      'Livraison gratuite',
      'Cadeau',
    ]);
    expect(edited.items[0]!.id).toBe(first!.id);
    const unknown = await call('PUT', `/edit/${wheel.id}`, {
      items: [{ id: 999_999, ...ITEMS[0] }, ITEMS[1]],
    });
    expect(unknown.json().message).toEqual(['items.0.id: wheel.item.unknown']);

    for (const [method, url] of [
      ['GET', `/get/${wheel.id}`],
      ['PUT', `/edit/${wheel.id}`],
      ['DELETE', `/delete/${wheel.id}`],
      ['POST', `/${wheel.id}/generate-url`],
      ['GET', `/${wheel.id}/urls`],
      ['GET', `/${wheel.id}/participants`],
    ] as const) {
      const other = await call(
        method,
        url,
        method === 'PUT' ? { active: false } : undefined,
        otherToken,
      );
      expect({ url, status: other.statusCode, message: other.json().message }).toEqual({
        url,
        status: 404,
        message: 'wheel.not-found',
      });
    }
    const list = (await call('GET', '/get', undefined, otherToken)).json<WheelSummary[]>();
    expect(list.map((w) => w.id)).not.toContain(wheel.id);

    const link = await newLink(wheel.id);
    expect((await call('PUT', `/edit/${wheel.id}`, { active: false })).json().active).toBe(false);
    expect(await verify(link.id)).toEqual({ valid: false, reason: 'DISABLED' });
    expect((await play(link.id)).json().message).toBe('roulette.wheel.disabled');
  });

  it('walks a link through its life: unused, used once played, expired a week later, deleted', async () => {
    const wheel = await newWheel();
    const link = await newLink(wheel.id);
    // 128 random bits, URL-safe; the page the customer opens.
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toBe(`https://wolvo.example/fr/roulette/${link.id}`);
    expect(link).toMatchObject({ state: 'UNUSED' });
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(7 * DAY);
    expect(await verify(link.id)).toEqual({ valid: true, reason: null });

    const preview = await publicCall('GET', `/preview/${link.id}`);
    // Nothing of the merchant but the wheel's name and the items' titles.
    expect(preview.json()).toEqual({
      name: 'Roue de test',
      items: wheel.items.map((i) => ({ id: i.id, title: i.title })),
    });
    const played = await play(link.id);
    expect(played.statusCode).toBe(200);
    expect(Object.keys(played.json())).toEqual(['item']);
    const won = played.json().item;
    expect(wheel.items.map((i) => i.id)).toContain(won.id);
    expect(await verify(link.id)).toEqual({ valid: false, reason: 'USED' });
    expect((await play(link.id)).json()).toMatchObject({
      statusCode: 409,
      message: 'roulette.url.used',
    });
    expect((await publicCall('GET', `/preview/${link.id}`)).statusCode).toBe(409);

    // A link left unused for a week expires; whoever opens it then is noted as too late.
    const late = await newLink(wheel.id);
    clock = new Date(clock.getTime() + 7 * DAY);
    expect(await verify(late.id)).toEqual({ valid: false, reason: 'EXPIRED' });
    expect((await play(late.id, 'visitor-late-0001')).json().message).toBe('roulette.url.expired');
    const deleted = await newLink(wheel.id);
    expect((await call('DELETE', `/${wheel.id}/delete-url/${deleted.id}`)).statusCode).toBe(204);
    expect(await verify(deleted.id)).toEqual({ valid: false, reason: 'NOT_FOUND' });
    expect((await call('DELETE', `/${wheel.id}/delete-url/${deleted.id}`)).statusCode).toBe(404);
    expect((await play('noSuchLink0000')).statusCode).toBe(404);

    const urls = (await call('GET', `/${wheel.id}/urls`)).json<Paged<WheelUrl>>();
    expect(Object.fromEntries(urls.items.map((u) => [u.id, u.state]))).toEqual({
      [link.id]: 'USED',
      [late.id]: 'EXPIRED',
      [deleted.id]: 'DELETED',
    });
    const summary = (await call('GET', '/get'))
      .json<WheelSummary[]>()
      .find((w) => w.id === wheel.id)!;
    expect(summary.urls).toEqual({ UNUSED: 0, USED: 1, EXPIRED: 1, DELETED: 1 });
    expect(summary.participants).toBe(2);
    const participants = (await call('GET', `/${wheel.id}/participants`)).json<
      Paged<WheelParticipant>
    >();
    expect(participants.total).toBe(2);
    const [tooLate, player] = participants.items;
    expect(tooLate).toMatchObject({
      urlId: late.id,
      hasPlayed: false,
      expired: true,
      wonTitle: null,
    });
    expect(player).toMatchObject({
      urlId: link.id,
      hasPlayed: true,
      expired: false,
      wonTitle: won.title,
      device: 'mobile',
      browser: 'Chrome',
      detailsSaved: false,
    });
  });

  it('lets exactly one of five plays of one link at once win', async () => {
    const wheel = await newWheel();
    const link = await newLink(wheel.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => play(link.id, `visitor-race-000${i}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.handle.db
      .selectFrom('wheelParticipants')
      .select('id')
      .where('urlId', '=', link.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps no address for the consolation segment (code NONE): there is nothing to deliver', async () => {
    const wheel = await newWheel([
      { title: 'Perdu', value: 'NONE', probability: 1 },
      { title: 'Pas cette fois', value: ' none ', probability: 1 },
    ]);
    const link = await newLink(wheel.id);
    expect((await play(link.id)).statusCode).toBe(200);
    const saved = await publicCall('POST', '/save', {
      urlId: link.id,
      fullname: 'Amel Ben Ali',
      phone: '22123456',
      governorate: 'Sfax',
      delegation: 'Sakiet Ezzit',
      address: '12 Rue des Oliviers',
    });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().message).toBe('roulette.details.no-prize');
    const row = await t.handle.db
      .selectFrom('wheelParticipants')
      .select(['fullname', 'address', 'detailsSavedAt'])
      .where('urlId', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ fullname: null, address: null, detailsSavedAt: null });
  });

  it("takes the winner's details once, checked like a recipient's, and the merchant marks the prize handed over", async () => {
    // Every draw wins a prize here: a consolation takes no details (the test above).
    const wheel = await newWheel([
      { title: 'Remise 10 %', value: '10%', probability: 700 },
      { title: 'Livraison gratuite', value: 'FREE', probability: 300 },
    ]);
    const link = await newLink(wheel.id);
    const details = {
      urlId: link.id,
      fullname: 'Amel Ben Ali',
      phone: '+216 22 123 456',
      governorate: 'sfax',
      delegation: 'Sakiet Ezzit',
      address: '12 Rue des Oliviers',
    };
    expect((await publicCall('POST', '/save', details)).json().message).toBe(
      'roulette.id.not-found',
    );
    expect((await play(link.id)).statusCode).toBe(200);
    const bad = await publicCall('POST', '/save', {
      ...details,
      fullname: 'Amel 123',
      phone: '1234',
      delegation: 'Nowhere',
      address: ' ',
    });
    expect(bad.json().message).toEqual([
      'fullname: person-name.invalid',
      'phone: phone.invalid',
      'delegation: delegation.invalid',
      'address: field.required',
    ]);
    expect((await publicCall('POST', '/save', details)).statusCode).toBe(204);
    expect((await publicCall('POST', '/save', details)).json().message).toBe(
      'roulette.details.already-saved',
    );
    const withdrawn = await call('POST', `/${wheel.id}/withdraw-status/${link.id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<WheelParticipant>()).toMatchObject({
      fullname: 'Amel Ben Ali',
      phone: '22123456',
      governorate: 'Sfax',
      delegation: 'Sakiet Ezzit',
      address: '12 Rue des Oliviers',
      detailsSaved: true,
      withdrawnAt: clock.toISOString(),
    });
    expect((await call('POST', `/${wheel.id}/withdraw-status/${link.id}`)).json().message).toBe(
      'roulette.prize.already-withdrawn',
    );
    // The participants as a spreadsheet, headers in the asked language, the spec's sizes.
    const xlsx = await call('GET', `/${wheel.id}/participants/export?lang=ar`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="wolvo-wheel-${wheel.id}-participants-\\d{8}-\\d{4}\\.xlsx"$`,
      ),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('المشاركون');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.getRow(1).getCell(5).value).toBe('الجائزة');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(8).value).toBe('Amel Ben Ali');
    // Places in the sheet's language, from the one shared geography (issue 36).
    expect(sheet.getRow(2).getCell(10).value).toBe('صفاقس');
    expect(sheet.getRow(2).getCell(11).value).toBe('ساقية الزيت');
    expect(sheet.getColumn(2).width).toBe(15);
    expect(sheet.getRow(2).height).toBe(25);
  });

  it('keeps the prize as drawn when the item changes, and deletes a wheel with its links', async () => {
    const wheel = await newWheel([
      { title: 'Seul lot', value: 'ONLY', probability: 1000 },
      { title: 'Jamais', value: 'NEVER', probability: 1 },
    ]);
    const link = await newLink(wheel.id);
    await play(link.id);
    await call('PUT', `/edit/${wheel.id}`, { items: [ITEMS[0], ITEMS[1]] });
    const [participant] = (await call('GET', `/${wheel.id}/participants`)).json<
      Paged<WheelParticipant>
    >().items;
    expect(['Seul lot', 'Jamais']).toContain(participant!.wonTitle);
    expect((await call('DELETE', `/delete/${wheel.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/get/${wheel.id}`)).statusCode).toBe(404);
    expect(await verify(link.id)).toEqual({ valid: false, reason: 'NOT_FOUND' });
  });

  it('lets a team member act only as its page actions allow', async () => {
    const { clientId } = await t.handle.db
      .selectFrom('users')
      .select('clientId')
      .where('username', '=', `wheel.${dialect}`)
      .executeTakeFirstOrThrow();
    await createUser(t.handle.db, `wheel.viewer.${dialect}`, 'clientPersonnelTeam', clientId, {
      FORTUNE_WHEEL: 'VIEW',
    });
    const viewer = (await login(t.app, `wheel.viewer.${dialect}`)).token;
    expect((await call('GET', '/get', undefined, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/add', { name: 'X', items: ITEMS }, viewer)).statusCode).toBe(403);
  });
});

describe('roulette rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seedOrders: 0, publicRateLimit: 2 });
  });
  afterAll(() => t.close());

  it('answers 429 past the limit per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/fortune-wheel/play',
            payload: { urlId: 'noSuchLink0000', visitorId: 'visitor-0000' },
          })
        ).statusCode,
      );
    expect(codes).toEqual([404, 404, 429, 429]);
  });
});
