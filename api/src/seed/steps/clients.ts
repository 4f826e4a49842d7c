import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_API_KEY } from '../demo-credentials';
import { STREETS } from '../demo-catalog';
import { DAY, iso, randomKey, type SeedContext } from '../seed-context';
import type { DemoAccounts } from './accounts';
import { apiKeyColumns, demoRib } from './keys';

/**
 * The merchants: the demo client has three companies and a team of two; one client is still unconfirmed.
 * `activeClients` are the indexes (and order weights) of the clients that send parcels.
 */
export function seedClients(ctx: SeedContext, accounts: DemoAccounts, adminId: number) {
  const { rnd, start, passwordHash, phone } = ctx;
  const clients: Insertable<Database['clients']>[] = [];
  const businesses: Insertable<Database['businesses']>[] = [];
  const clientSpecs = [
    {
      username: 'client',
      email: 'client@zitouna-mode.tn',
      fullname: 'Houssem Jaziri',
      companies: ['Zitouna Mode', 'Carthage Électronique', 'Médina Cosmétiques'],
      gov: 'Tunis',
      city: 'La Marsa',
      confirmed: 1,
      weight: 50,
    },
    {
      username: 'jerba.artisanat',
      email: 'contact@jerba-artisanat.tn',
      fullname: 'Rania Zouari',
      companies: ['Jerba Artisanat'],
      gov: 'Médenine',
      city: 'Djerba Houmt Souk',
      confirmed: 1,
      weight: 22,
    },
    {
      username: 'sfax.sport',
      email: 'vente@sfax-sport.tn',
      fullname: 'Anis Kammoun',
      companies: ['Sfax Sport', 'Sfax Outdoor'],
      gov: 'Sfax',
      city: 'Sfax Ville',
      confirmed: 1,
      weight: 20,
    },
    {
      username: 'nabeul.ceramique',
      email: 'info@nabeul-ceramique.tn',
      fullname: 'Olfa Mansouri',
      companies: ['Céramique de Nabeul'],
      gov: 'Nabeul',
      city: 'Nabeul',
      confirmed: 1,
      weight: 8,
    },
    {
      username: 'bizerte.bio',
      email: 'hello@bizerte-bio.tn',
      fullname: 'Fares Ayari',
      companies: ['Bizerte Bio'],
      gov: 'Bizerte',
      city: 'Bizerte Nord',
      confirmed: 0,
      weight: 0,
    },
  ];
  const clientBusinesses: number[][] = [];
  clientSpecs.forEach((spec, index) => {
    const clientId = index + 1;
    const createdAt = iso(start - (150 - index * 10) * DAY);
    const userId = accounts.addUser({
      username: spec.username,
      email: spec.email,
      role: 'clientPersonnel',
      fullname: spec.fullname,
      avatar: null,
      clientId,
      adminId: null,
      createdAt,
    });
    clients.push({
      id: clientId,
      userId,
      delegation: spec.gov,
      city: spec.city,
      pickupAddress: `${rnd.int(1, 120)} ${rnd.pick(STREETS)}, ${spec.city}`,
      phone1: phone(),
      phone2: rnd.chance(0.5) ? phone() : null,
      deliveryCost: 7000,
      returnCost: 4000,
      exchangeCost: 8000,
      pos: null,
      patent: `PT-${rnd.int(10000, 99999)}`,
      cin: String(rnd.int(10_000_000, 19_999_999)),
      rib: demoRib(rnd.int(10, 99), rnd.int(100, 999), rnd.int(1e12, 9e12)),
      rc: `B${rnd.int(1_000_000, 9_999_999)}`,
      paymentDays: index % 2 === 0 ? 'MONDAY,THURSDAY' : 'WEDNESDAY',
      paymentType: index === 1 ? 'BANK_TRANSFER' : 'CACHE',
      preferredDeliveryCompanyId: (index % 2) + 1,
      partnerLogin: spec.email,
      partnerPasswordHash: passwordHash,
      // Keys are stored hashed; the demo client's is documented (DEMO_API_KEY), the others are unknown.
      ...apiKeyColumns(index === 0 ? (randomKey(rnd), DEMO_API_KEY) : randomKey(rnd), createdAt),
      confirmed: spec.confirmed,
      active: 1,
      insuranceBp: index === 0 ? 100 : 0,
      refundBp: index === 0 ? 5000 : 0,
      createdBy: adminId,
      createdAt,
      updatedAt: createdAt,
    });
    clientBusinesses.push(
      spec.companies.map((name, position) => {
        const id = businesses.length + 1;
        businesses.push({ id, clientId, name, position, createdAt });
        return id;
      }),
    );
  });
  const clientTeamId = accounts.addUser({
    username: 'client.team',
    email: 'equipe@zitouna-mode.tn',
    role: 'clientPersonnelTeam',
    fullname: 'Meriem Sassi',
    avatar: null,
    clientId: 1,
    adminId: null,
    createdAt: iso(start - 60 * DAY),
  });
  accounts.teams.push({
    id: 2,
    ownerType: 'CLIENT',
    clientId: 1,
    adminId: null,
    name: 'Entrepôt',
    createdAt: iso(start - 60 * DAY),
  });
  accounts.teamMembers.push({
    id: 2,
    teamId: 2,
    userId: clientTeamId,
    createdAt: iso(start - 60 * DAY),
  });
  accounts.grant(clientTeamId, {
    ORDERS_ORDER_OF_THE_DAY: ['VIEW', 'ADD', 'EDIT'],
    ORDERS_PICKUPS: ['VIEW', 'ADD'],
    RECLAMATION_WOLVO: ['VIEW', 'ADD'],
    SUPPORT: ['VIEW'],
    ACCOUNT_SETTINGS: ['VIEW', 'EDIT'],
  });
  // A second member of the same team who may only look at the orders: no add, edit or delete.
  const clientViewerId = accounts.addUser({
    username: 'client.viewer',
    email: 'consultation@zitouna-mode.tn',
    role: 'clientPersonnelTeam',
    fullname: 'Yassine Chaabane',
    avatar: null,
    clientId: 1,
    adminId: null,
    createdAt: iso(start - 30 * DAY),
  });
  accounts.teamMembers.push({
    id: 3,
    teamId: 2,
    userId: clientViewerId,
    createdAt: iso(start - 30 * DAY),
  });
  accounts.grant(clientViewerId, {
    ORDERS_ORDER_OF_THE_DAY: ['VIEW'],
    SUPPORT: ['VIEW'],
    ACCOUNT_SETTINGS: ['VIEW'],
  });
  const activeClients = clientSpecs.map((s, i) => [i, s.weight] as const).filter(([, w]) => w > 0);
  // Payment documents (RIB scans, contracts) of the confirmed clients.
  const clientDocuments: Insertable<Database['clientDocuments']>[] = clients
    .filter((c) => c.confirmed)
    .map((c, i) => ({
      id: i + 1,
      clientId: c.id as number,
      url: `/documents/clients/${c.id}/rib.pdf`,
      kind: 'PAYMENT',
      createdAt: c.createdAt as string,
    }));
  return { clients, businesses, clientDocuments, clientBusinesses, activeClients, clientTeamId };
}
