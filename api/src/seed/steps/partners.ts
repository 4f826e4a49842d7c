import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_PARTNER_API_KEY } from '../demo-credentials';
import { DAY, iso, randomKey, type SeedContext } from '../seed-context';
import { partnerKeyColumns } from './keys';

/** The two partner delivery companies; Sahel Express has the documented status-feed key. */
export function deliveryCompaniesOf({ rnd, start, passwordHash }: SeedContext) {
  const deliveryCompanies: Insertable<Database['deliveryCompanies']>[] = [
    {
      id: 1,
      name: 'Sahel Express',
      patent: 'PT-88213',
      rib: '08006012345678901231',
      cin: null,
      rc: 'B0123452019',
      pos: null,
      pickupAddress: 'Zone industrielle, Sousse',
      partnerLogin: 'sahel.express',
      passwordHash,
      // The random key is still drawn so the rest of the demo data stays the same for a seed.
      ...partnerKeyColumns((randomKey(rnd), DEMO_PARTNER_API_KEY)),
      userId: null,
      deliveryCost: 5500,
      returnCost: 3000,
      exchangeCost: 6000,
      insuranceBp: 50,
      refundBp: 0,
      paymentDays: 'MONDAY,THURSDAY',
      createdAt: iso(start - 300 * DAY),
    },
    {
      id: 2,
      name: 'Cap Bon Logistique',
      patent: 'PT-99120',
      rib: '10203009876543210957',
      cin: null,
      rc: 'B0987652020',
      pos: null,
      pickupAddress: 'Route de Tunis, Nabeul',
      partnerLogin: 'capbon.logistique',
      passwordHash,
      ...partnerKeyColumns(randomKey(rnd)),
      userId: null,
      deliveryCost: 6000,
      returnCost: 3500,
      exchangeCost: 6500,
      insuranceBp: 0,
      refundBp: 0,
      paymentDays: 'WEDNESDAY',
      createdAt: iso(start - 250 * DAY),
    },
  ];
  return deliveryCompanies;
}
