import { sql, type Insertable } from 'kysely';
import {
  DEFAULT_PACKAGING_TVA_BP,
  DEFAULT_SHIPPING_TVA_BP,
  joinActions,
  type OrderStatus,
} from '@wolvo/shared/contracts';
import { GOVERNORATES } from '@wolvo/shared/geo';
import type { DatabaseHandle } from '../database';
import type { Database } from '../schema';
import { hashPassword } from '../../modules/auth/password';
import { hashApiKey } from '../../modules/auth/api-key';
import { billOf, lineRows, totalsColumns } from '../../modules/bills/bill-lines';
import { HOURS_PER_STEP, LIFECYCLES, STAGE_OF_STATUS } from './lifecycles';
import { SeededRandom } from './random';
import { bulkInsert, withBulkLoadSettings } from './bulk-insert';

/** Password of every demo account (documented in the README). */
export const DEMO_PASSWORD = 'Demo2026!';
/** Merchant API key of the demo client (Zitouna Mode), for the OpenAPI example and the README. */
export const DEMO_API_KEY = 'wlv_demo_zitouna_mode_2026_key_0001';
/** The status-feed key of the demo partner Sahel Express (README), stored hashed like every key. */
export const DEMO_PARTNER_API_KEY = 'wlp_demo_sahel_express_2026_key_01';

/** How much demo data to create. */
export interface SeedOptions {
  seed: number;
  orders: number;
  /** The moment "now" for the generated history (default: the current time). */
  now?: Date;
  /**
   * False: the large tables too are inserted by one query builder statement per chunk, as before
   * `bulkInsert` (the test compares both; same rows).
   */
  bulk?: boolean;
}

/** What was created, for logs and benchmarks. */
export interface SeedSummary {
  users: number;
  clients: number;
  orders: number;
  movements: number;
  bills: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HISTORY_DAYS = 120;

const FIRST_NAMES = [
  'Mohamed',
  'Ahmed',
  'Ali',
  'Youssef',
  'Amine',
  'Sami',
  'Karim',
  'Hamza',
  'Fatma',
  'Amel',
  'Sarra',
  'Ines',
  'Mariem',
  'Nour',
  'Rim',
  'Salma',
  'Yasmine',
  'Leila',
  'Hela',
  'Oussama',
  'Walid',
  'Bilel',
  'Skander',
  'Emna',
  'Asma',
];
const LAST_NAMES = [
  'Ben Ali',
  'Trabelsi',
  'Gharbi',
  'Hammami',
  'Jaziri',
  'Ayari',
  'Mejri',
  'Sassi',
  'Chaabane',
  'Bouazizi',
  'Khelifi',
  'Mansouri',
  'Zouari',
  'Baccouche',
  'Ben Salah',
  'Dridi',
  'Ferchichi',
  "M'barek",
  'Haddad',
  'Kammoun',
];
const STREETS = [
  'Rue de la Liberté',
  'Avenue Habib Bourguiba',
  'Rue Ibn Khaldoun',
  'Avenue de Carthage',
  'Rue de Marseille',
  'Avenue Hédi Chaker',
  'Rue Farhat Hached',
  'Avenue de la République',
  'Rue Ali Belhouane',
  'Rue du Lac Léman',
];
const MERCHANDISE: ReadonlyArray<readonly [string, number, number]> = [
  ['Robe en lin', 45, 120],
  ['Chaussures de sport', 60, 220],
  ['Casque Bluetooth', 35, 180],
  ['Coffret parfum', 80, 260],
  ['Sac à main', 40, 150],
  ['Montre connectée', 90, 390],
  ['Crème hydratante', 15, 60],
  ['Jebba traditionnelle', 120, 400],
  ['Chéchia', 20, 45],
  ['Huile d’olive 5 L', 55, 95],
  ['Coque de téléphone', 10, 35],
  ['Tapis berbère', 150, 400],
];
const SOURCES: ReadonlyArray<readonly [string, number]> = [
  ['MANUAL', 30],
  ['API', 12],
  ['WEBSITE', 14],
  ['INSTAGRAM', 14],
  ['FACEBOOK', 16],
  ['TIKTOK', 7],
  ['TWITTER', 1],
  ['YOUTUBE', 1],
  ['OTHER', 5],
];
const SERVICES: ReadonlyArray<readonly [string, number]> = [
  ['DELIVERY', 82],
  ['EXCHANGE', 13],
  ['COUNTER_EXCHANGE', 5],
];

/** The tables whose rows grow with the orders, inserted by `bulkInsert` rather than one query per chunk. */
const BULK_TABLES: ReadonlySet<string> = new Set([
  'recipients',
  'orders',
  'movements',
  'billOrders',
  'billLines',
  'pickupRequestOrders',
]);

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Fills an empty, migrated database with deterministic demo data. */
export async function seedDemoData(
  handle: DatabaseHandle,
  options: SeedOptions,
): Promise<SeedSummary> {
  const rnd = new SeededRandom(options.seed);
  const nowMs = (options.now ?? new Date()).getTime();
  const start = nowMs - HISTORY_DAYS * DAY;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const phone = () =>
    `${rnd.pick(['2', '5', '9', '4'])}${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`;
  const person = () => `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
  const place = () => {
    const gov = rnd.pick(GOVERNORATES);
    return { delegation: gov.name, city: rnd.pick(gov.delegations.slice(0, -1)) };
  };

  const users: Insertable<Database['users']>[] = [];
  const clients: Insertable<Database['clients']>[] = [];
  const businesses: Insertable<Database['businesses']>[] = [];
  const teams: Insertable<Database['teams']>[] = [];
  const teamMembers: Insertable<Database['teamMembers']>[] = [];
  const permissions: Insertable<Database['userPermissions']>[] = [];

  const addUser = (
    u: Omit<Insertable<Database['users']>, 'id' | 'passwordHash' | 'active' | 'updatedAt'>,
  ) => {
    const id = users.length + 1;
    users.push({ id, passwordHash, active: 1, updatedAt: u.createdAt, ...u });
    return id;
  };
  const grant = (userId: number, grants: Record<string, string[]>) => {
    for (const [page, actions] of Object.entries(grants)) {
      permissions.push({ id: permissions.length + 1, userId, page, actions: joinActions(actions) });
    }
  };

  // Provider staff.
  const adminId = addUser({
    username: 'admin',
    email: 'admin@wolvo.tn',
    role: 'companyPersonnel',
    fullname: 'Nadia Ben Romdhane',
    avatar: null,
    clientId: null,
    adminId: null,
    createdAt: iso(start - 400 * DAY),
  });
  const adminTeamId = addUser({
    username: 'admin.team',
    email: 'ops@wolvo.tn',
    role: 'companyPersonnelTeam',
    fullname: 'Slim Gharbi',
    avatar: null,
    clientId: null,
    adminId,
    createdAt: iso(start - 200 * DAY),
  });
  teams.push({
    id: 1,
    ownerType: 'ADMIN',
    clientId: null,
    adminId,
    name: 'Opérations',
    createdAt: iso(start - 200 * DAY),
  });
  teamMembers.push({ id: 1, teamId: 1, userId: adminTeamId, createdAt: iso(start - 200 * DAY) });
  grant(adminTeamId, {
    RECLAMATION_INBOX: ['VIEW', 'EDIT'],
    RECLAMATION_REPORT: ['VIEW', 'ADD', 'EDIT'],
    RECLAMATION_EDITS: ['VIEW'],
    COMMERCIAL_CLIENTS: ['VIEW'],
    ACCOUNT_SETTINGS: ['VIEW', 'EDIT'],
  });

  // Partners (delivery companies).
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

  // Merchants: the demo client has three companies; one client is still unconfirmed.
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
    const userId = addUser({
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
  const clientTeamId = addUser({
    username: 'client.team',
    email: 'equipe@zitouna-mode.tn',
    role: 'clientPersonnelTeam',
    fullname: 'Meriem Sassi',
    avatar: null,
    clientId: 1,
    adminId: null,
    createdAt: iso(start - 60 * DAY),
  });
  teams.push({
    id: 2,
    ownerType: 'CLIENT',
    clientId: 1,
    adminId: null,
    name: 'Entrepôt',
    createdAt: iso(start - 60 * DAY),
  });
  teamMembers.push({ id: 2, teamId: 2, userId: clientTeamId, createdAt: iso(start - 60 * DAY) });
  grant(clientTeamId, {
    ORDERS_ORDER_OF_THE_DAY: ['VIEW', 'ADD', 'EDIT'],
    ORDERS_PICKUPS: ['VIEW', 'ADD'],
    RECLAMATION_WOLVO: ['VIEW', 'ADD'],
    SUPPORT: ['VIEW'],
    ACCOUNT_SETTINGS: ['VIEW', 'EDIT'],
  });
  // A second member of the same team who may only look at the orders: no add, edit or delete.
  const clientViewerId = addUser({
    username: 'client.viewer',
    email: 'consultation@zitouna-mode.tn',
    role: 'clientPersonnelTeam',
    fullname: 'Yassine Chaabane',
    avatar: null,
    clientId: 1,
    adminId: null,
    createdAt: iso(start - 30 * DAY),
  });
  teamMembers.push({ id: 3, teamId: 2, userId: clientViewerId, createdAt: iso(start - 30 * DAY) });
  grant(clientViewerId, {
    ORDERS_ORDER_OF_THE_DAY: ['VIEW'],
    SUPPORT: ['VIEW'],
    ACCOUNT_SETTINGS: ['VIEW'],
  });

  // Recipients, a pool per client.
  const recipients: Insertable<Database['recipients']>[] = [];
  const clientRecipients: number[][] = clientSpecs.map(() => []);
  const recipientCount = Math.max(60, Math.round(options.orders * 0.35));
  const activeClients = clientSpecs.map((s, i) => [i, s.weight] as const).filter(([, w]) => w > 0);
  for (let i = 0; i < recipientCount; i++) {
    const clientIndex =
      i < activeClients.length ? activeClients[i][0] : rnd.weighted(activeClients);
    const { delegation, city } = place();
    const id = recipients.length + 1;
    const fullname = person();
    recipients.push({
      id,
      clientId: clientIndex + 1,
      fullname,
      email: rnd.chance(0.3) ? `${fullname.toLowerCase().replace(/[^a-z]+/g, '.')}@mail.tn` : null,
      phone1: phone(),
      phone2: rnd.chance(0.25) ? phone() : null,
      delegation,
      city,
      address: `${rnd.int(1, 200)} ${rnd.pick(STREETS)}`,
      postalCode: String(rnd.int(1000, 9299)),
      createdAt: iso(start - DAY),
    });
    clientRecipients[clientIndex].push(id);
  }

  // Orders and their movement histories.
  const orders: Insertable<Database['orders']>[] = [];
  const movements: Insertable<Database['movements']>[] = [];
  // Volume grows towards today, as a growing merchant base would; ids follow creation time.
  const creationTimes = Array.from(
    { length: options.orders },
    () => start + Math.floor(Math.sqrt(rnd.next()) * (nowMs - start - HOUR)),
  ).sort((a, b) => a - b);
  for (let i = 0; i < options.orders; i++) {
    const id = i + 1;
    const clientIndex = rnd.weighted(activeClients);
    const clientId = clientIndex + 1;
    const createdMs = creationTimes[i];
    const source = rnd.weighted(SOURCES);
    // API orders follow the API lifecycles, the others the manual ones.
    const candidates = LIFECYCLES.filter(
      ([name]) => name.startsWith('api-') === (source === 'API'),
    );
    const [, path] = rnd.weighted(candidates.map((l) => [l, l[2]] as const));
    const ageSteps = Math.floor((nowMs - createdMs) / (HOURS_PER_STEP * HOUR));
    const steps = Math.max(1, Math.min(path.length, ageSteps + 1));
    const [merchandise, low, high] = rnd.pick(MERCHANDISE);
    const price = rnd.int(low * 2, high * 2) * 500;
    const service = rnd.weighted(SERVICES);
    const companyId = rnd.chance(0.6) ? 1 : 2;
    let at = createdMs;
    let collectedAt: string | null = null;
    // The statistics' facts, as `addMovement` keeps them: the latest movement of each status.
    let deliveredAt: string | null = null;
    let returnedAt: string | null = null;
    let lastStatus: OrderStatus = path[0];
    let subStatus = 'NONE';
    for (let s = 0; s < steps; s++) {
      const status = path[s];
      if (s > 0) at = Math.min(nowMs - 60_000, at + rnd.int(2, 2 * HOURS_PER_STEP) * HOUR);
      const isLast = s === steps - 1;
      if (isLast && status !== 'CANCELLED' && rnd.chance(0.06))
        subStatus = rnd.chance(0.65) ? 'PROBLEMS' : 'DAMAGED';
      if (status === 'COLLECTED') collectedAt = iso(at);
      if (status === 'DELIVERED') deliveredAt = iso(at);
      if (status === 'RETURN_TO_SENDER') returnedAt = iso(at);
      const inPartnerHands = STAGE_OF_STATUS[status] !== 'HOME';
      movements.push({
        orderId: id,
        status,
        subStatus: isLast ? subStatus : 'NONE',
        alphaStatus: STAGE_OF_STATUS[status] ?? 'HOME',
        partnerStatus: inPartnerHands ? status.toLowerCase() : null,
        location: status.startsWith('CONSOLE')
          ? rnd.pick(['Hub Tunis', 'Hub Sousse', 'Hub Sfax'])
          : null,
        note: status === 'RETURNED_TRY_ISSUE' ? 'Destinataire injoignable' : null,
        message: null,
        createdBy: adminId,
        createdAt: iso(at),
      });
      lastStatus = status;
    }
    const businessId = rnd.pick(clientBusinesses[clientIndex]);
    const recipientId = rnd.pick(clientRecipients[clientIndex]);
    const delivered = ['DELIVERED', 'PAID_TO_WOLVO', 'PAID_TO_SENDER'].includes(lastStatus);
    orders.push({
      id,
      code: `WLV${String(100_000_000 + ((id * 7919) % 900_000_000)).padStart(9, '0')}`,
      partnerCode: collectedAt
        ? `${companyId === 1 ? 'SX' : 'CB'}-${String(id).padStart(7, '0')}`
        : null,
      reference: rnd.chance(0.6) ? `REF-${rnd.int(1000, 99999)}` : null,
      clientId,
      businessId,
      recipientId,
      destGovernorate: recipients[recipientId - 1].delegation,
      destDelegation: recipients[recipientId - 1].city,
      deliveryCompanyId: collectedAt ? companyId : null,
      status: lastStatus,
      subStatus,
      source,
      service,
      email: null,
      merchandise,
      merchandisePrice: price,
      merchandiseQuantity: rnd.weighted([
        [1, 80],
        [2, 15],
        [3, 5],
      ]),
      returningMerchandise: service === 'DELIVERY' ? null : rnd.pick(MERCHANDISE)[0],
      weightGrams: rnd.int(2, 60) * 100,
      price,
      oldPrice: rnd.chance(0.03) ? price + 5000 : null,
      originalPrice: price,
      paymentType: rnd.chance(0.92) ? 'CACHE' : 'CHECK',
      canOpen: rnd.chance(0.4) ? 1 : 0,
      fragile: rnd.chance(0.15) ? 1 : 0,
      note: rnd.chance(0.15) ? 'Appeler avant la livraison' : null,
      deliveryDate: delivered ? iso(at).slice(0, 10) : null,
      deliveryFrom: rnd.chance(0.2) ? '09:00' : null,
      deliveryTo: rnd.chance(0.2) ? '17:00' : null,
      deliveryCost: 7000,
      returnCost: 4000,
      exchangeCost: service === 'DELIVERY' ? 0 : 8000,
      returningOrderId: null,
      exchangeOrderId: null,
      pickupAddress: clients[clientIndex].pickupAddress ?? null,
      consoleLocation: null,
      partnerStatus: collectedAt ? lastStatus.toLowerCase() : null,
      createdBy: clients[clientIndex].userId as number,
      createdAt: iso(createdMs),
      updatedAt: iso(at),
      collectedAt,
      deliveredAt,
      returnedAt,
      deletedAt: null,
    });
  }
  // Exchanges point at an earlier delivered order of the same client; returns at an earlier returned one.
  const deliveredByClient = new Map<number, number[]>();
  const returnedByClient = new Map<number, number[]>();
  for (const order of orders) {
    const clientId = order.clientId as number;
    if (order.service !== 'DELIVERY') {
      const pool =
        order.service === 'EXCHANGE'
          ? deliveredByClient.get(clientId)
          : returnedByClient.get(clientId);
      const linked = pool?.shift();
      if (linked !== undefined) {
        if (order.service === 'EXCHANGE') order.exchangeOrderId = linked;
        else order.returningOrderId = linked;
      }
    } else if (['PAID_TO_SENDER', 'PAID_TO_WOLVO', 'DELIVERED'].includes(order.status as string)) {
      (deliveredByClient.get(clientId) ?? deliveredByClient.set(clientId, []).get(clientId)!).push(
        order.id as number,
      );
    } else if (
      ['DELIVERED_TO_SENDER', 'RETURN_BILLED_TO_SENDER'].includes(order.status as string)
    ) {
      (returnedByClient.get(clientId) ?? returnedByClient.set(clientId, []).get(clientId)!).push(
        order.id as number,
      );
    }
  }
  movements.forEach((m, index) => (m.id = index + 1));

  // Bills: paid ones hold orders paid to the sender, pending ones orders the provider has collected money for.
  const bills: Insertable<Database['bills']>[] = [];
  const billOrders: Insertable<Database['billOrders']>[] = [];
  const billFees: Insertable<Database['billFees']>[] = [];
  const billLines: Insertable<Database['billLines']>[] = [];
  activeClients.forEach(([clientIndex]) => {
    const clientId = clientIndex + 1;
    const paid = orders.filter((o) => o.clientId === clientId && o.status === 'PAID_TO_SENDER');
    const pending = orders.filter((o) => o.clientId === clientId && o.status === 'PAID_TO_WOLVO');
    const groups: Array<[string, typeof paid]> = [];
    for (const group of chunks(paid, Math.max(20, Math.ceil(paid.length / 6))))
      groups.push(['PAID', group]);
    if (pending.length) groups.push(['PENDING', pending.slice(0, Math.ceil(pending.length / 2))]);
    if (pending.length > 4) groups.push(['CANCELLED', pending.slice(-3)]);
    for (const [status, group] of groups) {
      const id = bills.length + 1;
      const lastOrderAt = group.reduce(
        (max, o) => (o.updatedAt > max ? (o.updatedAt as string) : max),
        '',
      );
      const packaging = 2000;
      const rates = {
        insuranceBp: clients[clientIndex].insuranceBp as number,
        refundBp: clients[clientIndex].refundBp as number,
        shippingTvaBp: DEFAULT_SHIPPING_TVA_BP,
        packagingTvaBp: DEFAULT_PACKAGING_TVA_BP,
      };
      // The same arithmetic and rows the server bills with, so a demo bill's detail adds up to its net.
      const fees = [{ title: 'Frais de packaging', value: packaging, unit: 'DT' as const }];
      const money = billOf(
        group.map((o) => ({
          id: o.id as number,
          code: o.code as string,
          status: o.status as string,
          service: o.service as string,
          price: o.price as number,
          deliveryCost: o.deliveryCost as number,
          returnCost: o.returnCost as number,
          exchangeCost: o.exchangeCost as number,
        })),
        fees,
        rates,
      );
      bills.push({
        id,
        paymentNumber: `PAY-${String(clientId).padStart(3, '0')}-${String(id).padStart(5, '0')}`,
        clientId,
        status,
        ...rates,
        ...totalsColumns(money.totals),
        createdBy: adminId,
        createdAt: lastOrderAt,
        updatedAt: lastOrderAt,
        confirmedAt: status === 'PAID' ? lastOrderAt : null,
        cancelledAt: status === 'CANCELLED' ? lastOrderAt : null,
      });
      billFees.push({
        id: billFees.length + 1,
        billId: id,
        ...fees[0]!,
        amount: money.fees[0]!.amount,
      });
      billLines.push(...lineRows(id, money));
      for (const order of group) billOrders.push({ billId: id, orderId: order.id as number });
    }
  });

  // Reports on problem orders, reclamations, notifications.
  const problemOrders = orders.filter(
    (o) => o.subStatus !== 'NONE' || o.status === 'RETURNED_TRY_ISSUE',
  );
  const reports: Insertable<Database['orderReports']>[] = problemOrders.slice(0, 60).map((o, i) => {
    const decisionType = i % 3 === 0 ? 'CLIENT_DECISION' : 'WOLVO_DECISION';
    return {
      id: i + 1,
      orderId: o.id as number,
      report: rnd.pick([
        'Colis endommagé à la réception au hub',
        'Destinataire injoignable après trois tentatives',
        'Adresse incomplète, quartier introuvable',
        'Le client refuse le colis: article non conforme',
      ]),
      decision:
        i % 4 === 0
          ? null
          : rnd.pick([
              'Retour à l’expéditeur',
              'Nouvelle tentative demain',
              'Remboursement de 50 %',
            ]),
      decisionType,
      closed: i % 5 === 0 ? 1 : 0,
      createdBy: decisionType === 'WOLVO_DECISION' ? adminId : adminTeamId,
      createdAt: o.updatedAt as string,
      updatedAt: o.updatedAt as string,
    };
  });
  const reclamations: Insertable<Database['reclamations']>[] = orders
    .filter((o) => o.status === 'IN_TRANSIT_SECOND_TRY' || o.status === 'RETURN_TO_SENDER')
    .slice(0, 40)
    .map((o, i) => ({
      id: i + 1,
      orderId: o.id as number,
      reporterId: clients[(o.clientId as number) - 1].userId as number,
      resolverId: i % 2 === 0 ? adminId : null,
      clientId: o.clientId as number,
      responsibleClientId: null,
      description: rnd.pick([
        'Le colis n’a toujours pas été livré',
        'Le destinataire affirme ne pas avoir été appelé',
        'Montant COD incorrect',
      ]),
      response: i % 2 === 0 ? 'Nous avons relancé le livreur, livraison prévue demain.' : null,
      status: i % 2 === 0 ? 'RESOLVED' : 'OPEN',
      createdAt: o.updatedAt as string,
      updatedAt: o.updatedAt as string,
    }));
  const notifications: Insertable<Database['notifications']>[] = [];
  const notify = (userId: number, count: number, codes: readonly string[]) => {
    for (let i = 0; i < count; i++) {
      notifications.push({
        id: notifications.length + 1,
        userId,
        code: rnd.pick(codes),
        sourceId: rnd.int(1, Math.max(1, options.orders)),
        creatorId: rnd.pick([adminId, adminTeamId, clients[0].userId as number]),
        read: i < count / 2 ? 1 : 0,
        createdAt: iso(nowMs - (count - i) * 5 * HOUR),
      });
    }
  };
  notify(adminId, 24, [
    'ADD_CLIENT',
    'UPDATE_CLIENT',
    'CONFIRMED_CLIENT',
    'ADD_RECLAMATION',
    'CLIENT_UPDATED_REPORT',
  ]);
  notify(adminTeamId, 8, ['ADD_RECLAMATION', 'CLIENT_UPDATED_REPORT']);
  notify(clients[0].userId as number, 18, ['NEW_BILL', 'ADD_REPORT', 'UPDATE_RECLAMATION']);
  notify(clientTeamId, 6, ['UPDATE_RECLAMATION', 'ADD_REPORT']);

  // A fortune wheel with items, URLs in every state and participants.
  const wheelCreated = nowMs - 20 * DAY;
  const wheels: Insertable<Database['fortuneWheels']>[] = [
    {
      id: 1,
      clientId: 1,
      name: 'Roue du Ramadan',
      active: 1,
      createdAt: iso(wheelCreated),
      updatedAt: iso(wheelCreated),
    },
    {
      id: 2,
      clientId: 1,
      name: 'Soldes d’été',
      active: 0,
      createdAt: iso(wheelCreated - 60 * DAY),
      updatedAt: iso(wheelCreated - 30 * DAY),
    },
  ];
  const wheelItems: Insertable<Database['wheelItems']>[] = [
    ['Remise 10 %', '10%', 400],
    ['Livraison gratuite', 'FREE_SHIPPING', 250],
    ['Remise 20 %', '20%', 150],
    ['Cadeau surprise', 'GIFT', 100],
    ['Perdu', 'NONE', 90],
    ['Remise 50 %', '50%', 10],
  ].map(([title, value, probability], i) => ({
    id: i + 1,
    wheelId: 1,
    title: title as string,
    value: value as string,
    probability: probability as number,
  }));
  const wheelUrls: Insertable<Database['wheelUrls']>[] = [];
  const participants: Insertable<Database['wheelParticipants']>[] = [];
  for (let i = 0; i < 8; i++) {
    const created = wheelCreated + i * 2 * DAY;
    const urlId = `${(options.seed >>> 0).toString(16)}-${i}-${randomKey(rnd).slice(0, 12)}`;
    const used = i < 4 ? 1 : 0;
    wheelUrls.push({
      id: urlId,
      wheelId: 1,
      used,
      createdAt: iso(created),
      expiresAt: iso(created + 7 * DAY),
      deletedAt: i === 7 ? iso(created + DAY) : null,
    });
    if (used) {
      participants.push({
        id: participants.length + 1,
        wheelId: 1,
        urlId,
        visitorId: `visitor-${i}`,
        device: rnd.pick(['mobile', 'desktop']),
        browser: rnd.pick(['Chrome', 'Safari', 'Firefox']),
        wonItemId: rnd.int(1, wheelItems.length),
        hasPlayed: 1,
        expired: 0,
        fullname: person(),
        phone: phone(),
        createdAt: iso(created + HOUR),
      });
      // The prize as drawn, and the winner's address for the first three.
      const last = participants.at(-1)!;
      const won = wheelItems[(last.wonItemId as number) - 1]!;
      Object.assign(last, {
        wonTitle: won.title,
        wonValue: won.value,
        ...(i < 3 && {
          governorate: 'Tunis',
          delegation: 'La Marsa',
          address: `${i + 4} Rue des Jasmins`,
          detailsSavedAt: iso(created + HOUR + 5 * 60_000),
        }),
      });
    }
  }
  const videos: Insertable<Database['supportVideos']>[] = [
    ['Créer votre première commande', 'fr'],
    ['Importer des commandes depuis Excel', 'fr'],
    ['Imprimer les bordereaux et le manifeste', 'fr'],
    ['Suivre vos paiements', 'fr'],
    ['Creating your first order', 'en'],
    ['كيفية إنشاء طلبية', 'ar'],
  ].map(([title, language], i) => ({
    id: i + 1,
    title,
    description: null,
    url: `https://videos.wolvo.tn/support/${i + 1}.mp4`,
    language,
    position: i + 1,
    createdAt: iso(start),
  }));

  const db = handle.db;
  await withBulkLoadSettings(handle, () =>
    db.transaction().execute(async (tx) => {
      const insert = async <T extends keyof Database & string>(
        table: T,
        rows: Insertable<Database[T]>[],
        size = 400,
      ) => {
        // The tables that grow with the orders: prepared multi-row statements (bulkInsert).
        if (options.bulk !== false && BULK_TABLES.has(table))
          return bulkInsert(handle, tx, table, rows);
        for (const part of chunks(rows, size)) {
          // Kysely cannot relate a generic table name to its row type; the signature above keeps callers typed.
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          const values = part as any;
          await tx.insertInto(table).values(values).execute();
        }
      };
      await insert(
        'users',
        users.map((u) => ({ ...u, clientId: null })),
      );
      await insert('deliveryCompanies', deliveryCompanies);
      await insert('clients', clients);
      for (const u of users.filter((x) => x.clientId)) {
        await tx
          .updateTable('users')
          .set({ clientId: u.clientId })
          .where('id', '=', u.id as number)
          .execute();
      }
      await insert('businesses', businesses);
      // Payment documents (RIB scans, contracts) of the confirmed clients.
      await insert(
        'clientDocuments',
        clients
          .filter((c) => c.confirmed)
          .map((c, i) => ({
            id: i + 1,
            clientId: c.id as number,
            url: `/documents/clients/${c.id}/rib.pdf`,
            kind: 'PAYMENT',
            createdAt: c.createdAt as string,
          })),
      );
      await insert('teams', teams);
      await insert('teamMembers', teamMembers);
      await insert('userPermissions', permissions);
      await insert('recipients', recipients);
      await insert('orders', orders, 300);
      await insert('movements', movements, 800);
      await insertPickupRequests(orders, nowMs, insert);
      await insert('bills', bills);
      await insert('billOrders', billOrders, 1000);
      await insert('billFees', billFees);
      await insert('billLines', billLines, 500);
      await insert('orderReports', reports);
      await insert('reclamations', reclamations);
      await insert('notifications', notifications);
      await insert('fortuneWheels', wheels);
      await insert('wheelItems', wheelItems);
      await insert('wheelUrls', wheelUrls);
      await insert('wheelParticipants', participants);
      await insert('supportVideos', videos);
      await tx.insertInto('settings').values({ key: 'uiBuildVersion', value: '1' }).execute();
      if (handle.dialect === 'postgres') {
        // Rows were inserted with explicit ids: move each serial past them.
        const serialTables = [
          'users',
          'delivery_companies',
          'clients',
          'businesses',
          'client_documents',
          'teams',
          'team_members',
          'user_permissions',
          'recipients',
          'orders',
          'movements',
          'bills',
          'bill_fees',
          'order_reports',
          'reclamations',
          'notifications',
          'fortune_wheels',
          'wheel_items',
          'wheel_participants',
          'support_videos',
          'pickup_requests',
        ];
        for (const table of serialTables) {
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
            tx,
          );
        }
      }
    }),
  );
  // Fresh statistics, so the planner picks the indexes from the first query on. On PostgreSQL a VACUUM too:
  // freshly inserted rows have no visibility map yet, so until autovacuum comes by every "index-only" scan
  // (the list's counts per status) reads the table as well. VACUUM cannot run inside a transaction; here it
  // runs alone on a pooled connection.
  await (handle.dialect === 'postgres' ? sql`vacuum (analyze)` : sql`analyze`).execute(db);
  return {
    users: users.length,
    clients: clients.length,
    orders: orders.length,
    movements: movements.length,
    bills: bills.length,
  };
}

type OrderRow = Insertable<Database['orders']>;

/**
 * Each client's parcels waiting for collection, asked for in one pickup request, and a few pickups that
 * went wrong for the staff's follow-up page, drawn from the same orders (no order is added, each waiting
 * parcel is in one request): a client's waiting parcels asked for between 1.25 and 7 days ago (the last 3)
 * are a request still not collected; its last parcel asked for between 7 and 60 days ago was left behind
 * by a collection that took the client's next parcels (collected within 2 days after it): a partial pickup.
 */
async function insertPickupRequests(
  orders: OrderRow[],
  nowMs: number,
  insert: <T extends keyof Database & string>(
    table: T,
    rows: Insertable<Database[T]>[],
    size?: number,
  ) => Promise<void>,
) {
  const waiting = new Map<number, OrderRow[]>();
  const collected = new Map<number, OrderRow[]>();
  // Appended in place: copying a client's list for each order made this quadratic (26 s at 100,000 orders).
  const append = (map: Map<number, OrderRow[]>, order: OrderRow) => {
    const list = map.get(order.clientId);
    if (list) list.push(order);
    else map.set(order.clientId, [order]);
  };
  for (const order of orders) {
    if (order.status === 'AWAITING_COLLECTION') append(waiting, order);
    if (order.collectedAt) append(collected, order);
  }
  const askedBetween = (list: OrderRow[], fromDays: number, toDays: number) =>
    list
      .filter((o) => {
        const at = Date.parse(o.updatedAt as string);
        return at >= nowMs - toDays * DAY && at <= nowMs - fromDays * DAY;
      })
      .sort((a, b) => (a.updatedAt as string).localeCompare(b.updatedAt as string));
  const latest = (list: OrderRow[], key: 'updatedAt' | 'collectedAt') =>
    list.reduce((max, o) => ((o[key] as string) > max ? (o[key] as string) : max), '');
  const requests: Insertable<Database['pickupRequests']>[] = [];
  const links: Insertable<Database['pickupRequestOrders']>[] = [];
  const failed: { clientId: number; list: OrderRow[]; collectedAt: string | null }[] = [];
  const open: [number, OrderRow[]][] = [];
  for (const [clientId, list] of waiting) {
    const late = askedBetween(list, 1.25, 7).slice(-3);
    if (late.length) failed.push({ clientId, list: late, collectedAt: null });
    const left = askedBetween(list, 7, 60).at(-1);
    const leftAt = left ? Date.parse(left.updatedAt as string) : 0;
    const taken = left
      ? (collected.get(clientId) ?? [])
          .filter((o) => {
            const at = Date.parse(o.collectedAt as string);
            return at > leftAt && at <= leftAt + 2 * DAY;
          })
          .slice(0, 3)
      : [];
    if (left && taken.length)
      failed.push({ clientId, list: [left, ...taken], collectedAt: latest(taken, 'collectedAt') });
    const moved = [...late, ...(taken.length ? [left] : [])];
    const rest = list.filter((o) => !moved.includes(o));
    if (rest.length) open.push([clientId, rest]);
  }
  // The open requests first, numbered as before this follow-up data existed.
  for (const [clientId, list] of open) {
    const id = requests.length + 1;
    requests.push({
      id,
      clientId,
      state: 'REQUESTED',
      requestedBy: null,
      createdAt: latest(list, 'updatedAt'),
      collectedAt: null,
      collectedBy: null,
    });
    for (const o of list) links.push({ requestId: id, orderId: o.id as number });
  }
  for (const { clientId, list, collectedAt } of failed) {
    const id = requests.length + 1;
    requests.push({
      id,
      clientId,
      state: collectedAt ? 'COLLECTED' : 'REQUESTED',
      requestedBy: null,
      // A partial pickup was asked for when its left-behind parcel was ready.
      createdAt: collectedAt ? (list[0].updatedAt as string) : latest(list, 'updatedAt'),
      collectedAt,
      collectedBy: null,
    });
    for (const o of list) links.push({ requestId: id, orderId: o.id as number });
  }
  await insert('pickupRequests', requests);
  await insert('pickupRequestOrders', links, 1000);
}

function randomKey(rnd: SeededRandom): string {
  // Deterministic for a seed, so demo data is reproducible; real keys come from randomBytes.
  let key = '';
  for (let i = 0; i < 32; i++) key += 'abcdefghijklmnopqrstuvwxyz0123456789'[rnd.int(0, 35)];
  return key;
}

function apiKeyColumns(key: string, createdAt: string) {
  return {
    apiKey: null,
    apiKeyHash: hashApiKey(key),
    apiKeyHint: key.slice(-4),
    apiKeyCreatedAt: createdAt,
  };
}

function partnerKeyColumns(key: string) {
  return { apiKey: null, apiKeyHash: hashApiKey(key), apiKeyHint: key.slice(-4) };
}

/** A RIB as a bank prints it (bank, branch, account, key), with the check key the client rules demand. */
function demoRib(bank: number, branch: number, account: number): string {
  const body = `${bank}${branch}${account}`;
  const key = String(97n - ((BigInt(body) * 100n) % 97n)).padStart(2, '0');
  return `${bank} ${branch} ${account} ${key}`;
}
