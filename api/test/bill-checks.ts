import { percentOf } from '../src/modules/bills/bill-math';
import type { Db } from '../src/db/database';
import { bearer, login, type TestApp } from './helpers';

/**
 * Every bill's stored money adds up: its totals are the sums of its stored lines and fees, each TVA is
 * its rate of what it taxes, each fee in % is its share of the stored COD, and the net is what those
 * make. Returns the problems found, one line each (none: `[]`).
 */
export async function billProblems(db: Db): Promise<string[]> {
  const [bills, lines, fees] = await Promise.all([
    db.selectFrom('bills').selectAll().orderBy('id').execute(),
    db.selectFrom('billLines').selectAll().execute(),
    db.selectFrom('billFees').selectAll().execute(),
  ]);
  const problems: string[] = [];
  for (const b of bills) {
    const mine = lines.filter((l) => l.billId === b.id);
    const myFees = fees.filter((f) => f.billId === b.id);
    const sum = (rows: Array<Record<string, unknown>>, key: string) =>
      rows.reduce((s, r) => s + Number(r[key]), 0);
    const expect = (what: string, stored: number, computed: number) => {
      if (Number(stored) !== computed)
        problems.push(`bill ${b.id} (${b.status}): ${what} ${stored}, its rows make ${computed}`);
    };
    for (const l of mine)
      expect(`line of order ${l.orderId} net`, l.net, l.cod - l.cost - l.insurance + l.refund);
    const cod = sum(mine, 'cod');
    expect('totalCod', b.totalCod, cod);
    expect('totalCosts', b.totalCosts, sum(mine, 'cost'));
    expect('totalInsurance', b.totalInsurance, sum(mine, 'insurance'));
    expect('totalRefunds', b.totalRefunds, sum(mine, 'refund'));
    for (const f of myFees)
      expect(`fee ${f.title}`, f.amount, f.unit === 'DT' ? f.value : percentOf(cod, f.value));
    expect('totalFees', b.totalFees, sum(myFees, 'amount'));
    expect('shippingTva', b.shippingTva, percentOf(Number(b.totalCosts), b.shippingTvaBp));
    expect('packagingTva', b.packagingTva, percentOf(Number(b.totalFees), b.packagingTvaBp));
    expect(
      'netToPay',
      b.netToPay,
      cod -
        sum(mine, 'cost') -
        sum(mine, 'insurance') -
        sum(myFees, 'amount') -
        Number(b.shippingTva) -
        Number(b.packagingTva) +
        sum(mine, 'refund'),
    );
  }
  return problems;
}

/** The detail of every paid or cancelled bill, as the API answers it, by bill id. */
async function settledBillBodies(t: TestApp, token: string): Promise<Map<number, string>> {
  const ids = await t.handle.db
    .selectFrom('bills')
    .select('id')
    .where('status', 'in', ['PAID', 'CANCELLED'])
    .execute();
  const bodies = new Map<number, string>();
  for (const { id } of ids) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bill/get/${id}`,
      headers: bearer(token),
    });
    bodies.set(id, `${res.statusCode} ${res.body}`);
  }
  return bodies;
}

/**
 * The money check of a suite that writes orders or bills, around each of its tests: afterwards every
 * bill's stored money adds up (`billProblems`), and every bill paid or cancelled before the test answers
 * its detail with the same bytes as before it, whatever the test did.
 */
export function checkBillsAroundEachTest(app: () => TestApp): void {
  let before = new Map<number, string>();
  let token: string | undefined;
  beforeEach(async () => {
    token ??= (await login(app().app, 'admin')).token;
    before = await settledBillBodies(app(), token);
  });
  afterEach(async () => {
    expect(await billProblems(app().handle.db)).toEqual([]);
    const after = await settledBillBodies(app(), token!);
    for (const [id, body] of before) expect({ id, body: after.get(id) }).toEqual({ id, body });
  });
}
