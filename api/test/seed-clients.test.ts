import { isValidCin, isValidRib } from '@wolvo/shared/contracts';
import { createTestApp, dialectsFor, type TestApp } from './helpers';

// Staff save a client in the editor only when its fields pass the client rules, so the demo clients must
// pass them too (a demo RIB without its check key could not be saved unchanged).
describe.each(dialectsFor('http'))('demo clients (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 50 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('have a RIB with its check key, an 8-digit CIN and 8-digit phones', async () => {
    const clients = await t.handle.db
      .selectFrom('clients')
      .select(['id', 'rib', 'cin', 'phone1', 'phone2'])
      .execute();
    expect(clients.length).toBeGreaterThan(1);
    for (const c of clients) {
      if (c.rib !== null)
        expect([c.id, isValidRib(c.rib.replace(/\s/g, ''))]).toEqual([c.id, true]);
      if (c.cin !== null) expect([c.id, isValidCin(c.cin)]).toEqual([c.id, true]);
      for (const phone of [c.phone1, c.phone2]) {
        if (phone !== null) expect(phone.replace(/\D/g, '')).toMatch(/^\d{8}$/);
      }
    }
  });
});
