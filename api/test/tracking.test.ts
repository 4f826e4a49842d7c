import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OrderDetailDto, TrackingView } from '@wolvo/shared/contracts';
import { orderIdOfTrackingToken, trackingTokenOf } from '../src/modules/slips/tracking';
import {
  expectedWindow,
  nextWorkingDays,
  timelineOf,
  tunisDateOf,
} from '../src/modules/tracking/tracking.service';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';
import { createMerchant, createUser, insertOrder } from './order-fixtures';

const SETTINGS = { publicUrl: 'https://wolvo.example', trackingSecret: 'test-tracking-secret' };
/** The recipient's address, name and phones and the merchant's address in the fixtures: never public. */
const PRIVATE_TEXTS = ['3 Rue Test', 'Amel', 'Trabelsi', '98000000', '71000000', '1 Rue du Test'];

describe('tracking tokens and rules', () => {
  it('resolves its own tokens and nothing forged, guessed or altered', () => {
    for (const id of [1, 35, 36, 123_456, 2 ** 40]) {
      const token = trackingTokenOf({ id }, SETTINGS);
      expect(orderIdOfTrackingToken(token, SETTINGS)).toBe(id);
    }
    const token = trackingTokenOf({ id: 42 }, SETTINGS);
    const other = trackingTokenOf({ id: 43 }, SETTINGS);
    const flip = (s: string, i: number) =>
      s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    for (const forged of [
      flip(token, token.length - 1),
      flip(token, 3),
      `${(43).toString(36)}${token.slice(2)}`, // another id with 42's HMAC
      other.slice(0, 2) + token.slice(2),
      '42',
      '',
      `${token}x`,
      token.toUpperCase(),
      `0${token}`, // the same id with a leading zero
      trackingTokenOf({ id: 42 }, { ...SETTINGS, trackingSecret: 'another-secret' }),
    ])
      expect(orderIdOfTrackingToken(forged, SETTINGS)).toBeNull();
  });

  it('offers the next working days, Sunday never', () => {
    // 2026-11-27 is a Friday.
    expect(nextWorkingDays('2026-11-27', 3)).toEqual(['2026-11-28', '2026-11-30', '2026-12-01']);
    expect(nextWorkingDays('2026-11-29', 3)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(tunisDateOf(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28'); // UTC+1
  });

  it('expects the chosen day, else a window from the stage, and nothing once the journey is over', () => {
    expect(expectedWindow('CREATED', '2026-11-27', null)).toEqual({
      from: '2026-11-28',
      to: '2026-12-01',
    });
    expect(expectedWindow('AT_HUB', '2026-11-27', null)).toEqual({
      from: '2026-11-28',
      to: '2026-11-30',
    });
    expect(expectedWindow('OUT_FOR_DELIVERY', '2026-11-27', null)).toEqual({
      from: '2026-11-27',
      to: '2026-11-28',
    });
    expect(expectedWindow('AT_HUB', '2026-11-27', '2026-11-30')).toEqual({
      from: '2026-11-30',
      to: '2026-11-30',
    });
    // A chosen day in the past no longer says anything.
    expect(expectedWindow('AT_HUB', '2026-11-27', '2026-11-26')?.from).toBe('2026-11-28');
    for (const stage of ['DELIVERED', 'RETURNING', 'RETURNED', 'CANCELLED', 'CLOSED'] as const)
      expect(expectedWindow(stage, '2026-11-27', '2026-11-30')).toBeNull();
  });

  it('draws the timeline from the movements, with the try number', () => {
    const at = (m: number) => `2026-11-20T0${m}:00:00.000Z`;
    const moves = (...statuses: string[]) =>
      statuses.map((status, i) => ({ status, createdAt: at(i + 1) }));
    const second = timelineOf(
      at(0),
      moves(
        'CREATED',
        'COLLECTED',
        'CONSOLE_IN_BOUND',
        'IN_TRANSIT',
        'RETURNED_TRY_ISSUE',
        'IN_TRANSIT_SECOND_TRY',
      ),
    );
    expect(second.stage).toBe('OUT_FOR_DELIVERY');
    expect(second.tryNumber).toBe(2);
    expect(second.steps).toEqual([
      { stage: 'CREATED', at: at(0) },
      { stage: 'PICKED_UP', at: at(2) },
      { stage: 'AT_HUB', at: at(3) },
      { stage: 'OUT_FOR_DELIVERY', at: at(4) },
      { stage: 'DELIVERED', at: null },
    ]);
    const back = timelineOf(
      at(0),
      moves('CREATED', 'COLLECTED', 'IN_TRANSIT', 'RETURN_TO_SENDER', 'DELIVERED_TO_SENDER'),
    );
    expect(back.stage).toBe('RETURNED');
    expect(back.tryNumber).toBeNull();
    expect(back.steps.map((s) => s.stage)).toEqual([
      'CREATED',
      'PICKED_UP',
      'OUT_FOR_DELIVERY',
      'RETURNING',
      'RETURNED',
    ]);
    expect(timelineOf(at(0), moves('CREATED', 'CANCELLED')).steps.map((s) => s.stage)).toEqual([
      'CREATED',
      'CANCELLED',
    ]);
  });
});

// The public tracking page against a real database: hand-built orders, a token per order.
describe.each(dialectsFor('sql'))('recipient tracking (%s)', (dialect) => {
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof createMerchant>>;
  let merchantToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    merchant = await createMerchant(t.handle.db, `track.${dialect}`);
    merchantToken = (await login(t.app, `track.${dialect}`)).token;
  });
  afterAll(() => t.close());

  const order = (statuses: string[], extra: { phone?: string; price?: number } = {}) =>
    insertOrder(t.handle.db, {
      clientId: merchant.clientId,
      businessId: merchant.businessIds[0]!,
      statuses,
      createdAt: '2026-11-20T08:00:00.000Z',
      collected: statuses.includes('COLLECTED'),
      ...extra,
    });
  const tokenOf = (id: number) => trackingTokenOf({ id }, SETTINGS);
  const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/track/${token}` });
  const choose = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/track/${token}/choice`, payload });

  it('shows the parcel and nothing private: field by field', async () => {
    const id = await order(['CREATED', 'COLLECTED', 'CONSOLE_IN_BOUND'], { price: 45_500 });
    const res = await view(tokenOf(id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<TrackingView>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'amountDue',
        'canOpen',
        'choice',
        'choiceDays',
        'code',
        'company',
        'destination',
        'expected',
        'fragile',
        'paymentType',
        'stage',
        'steps',
        'tryNumber',
      ].sort(),
    );
    expect(body).toMatchObject({
      company: `track.${dialect} A`,
      stage: 'AT_HUB',
      tryNumber: null,
      amountDue: 45_500,
      paymentType: 'CACHE',
      canOpen: false,
      fragile: false,
      destination: {
        governorate: 'Sfax',
        delegation: 'Sfax Ville',
        arabic: { governorate: 'صفاقس', delegation: 'صفاقس المدينة' },
      },
      choice: null,
    });
    expect(body.code).toMatch(/\d/);
    expect(body.choiceDays).toHaveLength(3);
    // Nothing of the recipient's address, name or phones, nor the merchant's, anywhere in the answer.
    const text = res.body;
    for (const secret of PRIVATE_TEXTS) expect(text).not.toContain(secret);
  });

  it('answers the same bare 404 for a forged, guessed, unknown or deleted token', async () => {
    const id = await order(['CREATED']);
    const deleted = await order(['CREATED']);
    await t.handle.db
      .updateTable('orders')
      .set({ deletedAt: '2026-11-21T00:00:00.000Z' })
      .where('id', '=', deleted)
      .execute();
    const token = tokenOf(id);
    for (const bad of [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      String(id),
      tokenOf(9_999_999),
      tokenOf(deleted),
      'x'.repeat(300),
    ]) {
      for (const res of [await view(bad), await choose(bad, { kind: 'REFUSE' })]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          statusCode: 404,
          message: 'track.not-found',
          error: 'Not Found',
        });
      }
    }
  });

  it('records a day choice as one movement and one notification, once a day; the merchant sees it', async () => {
    const id = await order(['CREATED', 'COLLECTED']);
    const token = tokenOf(id);
    const days = (await view(token)).json<TrackingView>().choiceDays;
    const notificationsBefore = await t.handle.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', merchant.userId)
      .executeTakeFirstOrThrow();
    const res = await choose(token, { kind: 'DAY', day: days[1], note: '  Après 14 h\u202e svp ' });
    expect(res.statusCode).toBe(200);
    const after = res.json<TrackingView>();
    expect(after.choice).toMatchObject({ kind: 'DAY', day: days[1], note: 'Après 14 h  svp' });
    expect(after.expected).toEqual({ from: days[1], to: days[1] });
    expect(after.choiceDays).toEqual([]);
    const notes = await t.handle.db
      .selectFrom('notifications')
      .select(['code', 'sourceId'])
      .where('userId', '=', merchant.userId)
      .execute();
    expect(notes.length).toBe(Number(notificationsBefore.n) + 1);
    expect(notes.at(-1)).toEqual({ code: 'RECIPIENT_CHOICE', sourceId: id });
    // Nothing else changes on the order; the movement keeps its status.
    const stored = await t.handle.db
      .selectFrom('orders')
      .select(['status', 'price'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'COLLECTED', price: 10_000 });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get/search-for-id/${id}`,
      headers: bearer(merchantToken),
    });
    // The merchant's copy of the link the slip's QR code holds.
    expect(detail.json<OrderDetailDto>().trackingUrl).toBe(
      `https://wolvo.example/fr/track/${token}`,
    );
    const movements = detail.json<OrderDetailDto>().movements;
    expect(movements).toHaveLength(3);
    expect(movements[0]).toMatchObject({
      status: 'COLLECTED',
      recipientChoice: { kind: 'DAY', day: days[1], note: 'Après 14 h  svp' },
    });
    expect(movements[1]!.recipientChoice).toBeNull();

    const again = await choose(token, { kind: 'REFUSE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('track.choice.already-made');
  });

  it('lets one of two choices sent at once in', async () => {
    const token = tokenOf(await order(['CREATED', 'COLLECTED']));
    const answers = await Promise.all([
      choose(token, { kind: 'REFUSE' }),
      choose(token, { kind: 'REFUSE' }),
      choose(token, { kind: 'REFUSE' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('counts an announced refusal in the refusal risk of the phone', async () => {
    const phone = '55123987';
    const delivered = await order(['CREATED', 'COLLECTED', 'IN_TRANSIT', 'DELIVERED'], { phone });
    expect(delivered).toBeGreaterThan(0);
    const riskOf = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/order/refusal-risk/${phone}`,
          headers: bearer(merchantToken),
        })
      ).json();
    const before = await riskOf();
    expect(before).toMatchObject({ delivered: 1, refused: 0, level: 'LOW' });
    const pending = await order(['CREATED', 'COLLECTED'], { phone });
    expect((await choose(tokenOf(pending), { kind: 'REFUSE' })).statusCode).toBe(200);
    expect(await riskOf()).toMatchObject({ delivered: 1, refused: 1, level: 'MEDIUM' });
  });

  it('refuses choices after delivery or return, bad days, long notes and malformed bodies without 5xx', async () => {
    for (const statuses of [
      ['CREATED', 'COLLECTED', 'IN_TRANSIT', 'DELIVERED'],
      ['CREATED', 'COLLECTED', 'RETURN_TO_SENDER'],
      ['CREATED', 'CANCELLED'],
    ]) {
      const token = tokenOf(await order(statuses));
      expect((await view(token)).json<TrackingView>()).toMatchObject({
        choiceDays: [],
        expected: null,
        amountDue: statuses.includes('DELIVERED') ? 10_000 : 0,
      });
      const res = await choose(token, { kind: 'REFUSE' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('track.choice.closed');
    }
    const token = tokenOf(await order(['CREATED']));
    const cases: Array<[object, string | null]> = [
      [{ kind: 'DAY' }, 'day: track.choice.day-invalid'],
      [{ kind: 'DAY', day: '2020-01-01' }, 'day: track.choice.day-invalid'],
      [{ kind: 'DAY', day: 'tomorrow' }, 'day: track.choice.day-invalid'],
      [{ kind: 'REFUSE', note: 'x'.repeat(201) }, 'note: track.choice.note-too-long'],
      [{ kind: 'MAYBE' }, null],
      [{ kind: 'REFUSE', extra: 1 }, null],
      [{ kind: 'DAY', day: 20261130 }, null],
      [{}, null],
    ];
    for (const [payload, message] of cases) {
      const res = await choose(token, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      if (message) expect(res.json().message).toEqual(message);
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/v1/track/${token}/choice`,
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(raw.statusCode).toBe(400);
    // None of these was recorded.
    expect((await view(token)).json<TrackingView>().choice).toBeNull();
  });

  it('does not notify a team member who may not open the orders list', async () => {
    const memberId = await createUser(
      t.handle.db,
      `track.member.${dialect}`,
      'clientPersonnelTeam',
      merchant.clientId,
      { FINANCE_REFUND: 'VIEW' },
    );
    const token = tokenOf(await order(['CREATED']));
    expect((await choose(token, { kind: 'REFUSE' })).statusCode).toBe(200);
    const memberNotes = await t.handle.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', memberId)
      .execute();
    expect(memberNotes).toEqual([]);
  });
});

describe('tracking rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seedOrders: 0, publicRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers 429 past the limit per address, on reads and choices', async () => {
    const token = trackingTokenOf({ id: 1 }, SETTINGS);
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/track/${token}/choice`,
            payload: { kind: 'REFUSE' },
          })
        ).statusCode,
      );
    expect(codes).toEqual([404, 404, 404, 429, 429]);
    const reads: number[] = [];
    for (let i = 0; i < 20; i += 1)
      reads.push((await t.app.inject({ method: 'GET', url: `/api/v1/track/${token}` })).statusCode);
    expect(reads.filter((c) => c === 429)).toHaveLength(2);
    const limited = await t.app.inject({ method: 'GET', url: `/api/v1/track/${token}` });
    expect(limited.json().message).toBe('auth.too-many-requests');
  });
});

describe.each(dialectsFor('http'))("the tracking page's first paint (%s)", (dialect) => {
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof createMerchant>>;
  const hostDist = mkdtempSync(path.join(tmpdir(), 'wolvo-host-'));
  // A stand-in for mfe-orders' renderer: it prints what it was given, so the page shows what it passed on.
  const trackingRenderer = path.join(hostDist, 'render-tracking.cjs');

  beforeAll(async () => {
    writeFileSync(
      path.join(hostDist, 'index.html'),
      '<!doctype html><html lang=fr dir=ltr><head><title>Wolvo</title></head><body><div id=root></div></body></html>',
    );
    writeFileSync(
      trackingRenderer,
      `exports.prepareTrackingRenderer = async () => {};
       exports.renderTrackingPage = (language, token, view) => ({
         html: '<pre>' + JSON.stringify({ language, token, view }).replace(/</g, '&lt;') + '</pre>',
         styles: '<style data-emotion="mui x">.x{}</style>',
         title: 'Suivi ' + view.code,
         direction: language === 'ar' ? 'rtl' : 'ltr',
       });`,
    );
    t = await createTestApp(dialect, {
      seedOrders: 0,
      hostDist,
      trackingRenderer,
      publicRateLimit: 1,
    });
    merchant = await createMerchant(t.handle.db, `paint.${dialect}`);
  });
  afterAll(() => t.close());

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it("draws the parcel's public view into the page, and nothing private", async () => {
    const id = await insertOrder(t.handle.db, {
      clientId: merchant.clientId,
      businessId: merchant.businessIds[0]!,
      statuses: ['CREATED', 'COLLECTED'],
      createdAt: '2026-11-20T08:00:00.000Z',
      collected: true,
    });
    const token = trackingTokenOf({ id }, SETTINGS);
    const api = (await t.app.inject({ method: 'GET', url: `/api/v1/track/${token}` })).json();
    const res = await page(`/ar/track/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(`<title>Suivi ${api.code}</title>`);
    expect(res.body).toContain('<style data-emotion="mui x">.x{}</style></head>');
    const drawn = /<div id="root" data-prerendered="public" inert><pre>(.*)<\/pre><\/div>/.exec(
      res.body,
    );
    expect(JSON.parse(drawn![1]!.replace(/&lt;/g, '<'))).toEqual({
      language: 'ar',
      token,
      view: api,
    });
    for (const secret of PRIVATE_TEXTS) expect(res.body).not.toContain(secret);
  });

  it('sends the plain page for an unknown token or language, and limits each address like the API', async () => {
    for (const url of ['/fr/track/forged0token', '/xx/track/abc']) {
      const res = await page(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toContain('<div id=root></div>');
    }
    // publicRateLimit 1: six reads a minute per address, as GET /v1/track/{token}.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await page('/fr/track/forged0token')).statusCode);
    expect(statuses).toContain(429);
  });
});
