// The demo seed: a short orchestrator of steps (seed/steps/), each drawing from one seeded random
// sequence in a fixed order, then one transaction that writes their rows (write-demo-rows.ts).
import type { DatabaseHandle } from '../db/database';
import { hashPassword } from '../modules/auth/password';
import { DEMO_PASSWORD } from './demo-credentials';
import { createSeedContext, type SeedOptions } from './seed-context';
import { DemoAccounts } from './steps/accounts';
import { billsOf } from './steps/bills';
import { seedClients } from './steps/clients';
import { followUpOf } from './steps/follow-up';
import { ordersOf } from './steps/orders';
import { deliveryCompaniesOf } from './steps/partners';
import { pickupRequestsOf } from './steps/pickups';
import { recipientsOf } from './steps/recipients';
import { seedStaff } from './steps/staff';
import { supportVideosOf } from './steps/support-videos';
import { wheelOf } from './steps/wheel';
import { writeDemoRows } from './write-demo-rows';

export { DEMO_API_KEY, DEMO_PARTNER_API_KEY, DEMO_PASSWORD } from './demo-credentials';
export type { SeedOptions } from './seed-context';

/** What was created, for logs and benchmarks. */
export interface SeedSummary {
  users: number;
  clients: number;
  orders: number;
  movements: number;
  bills: number;
}

/**
 * Fills an empty, migrated database with deterministic demo data. The steps run in this order because
 * each draws from the same random sequence: moving one changes every row after it for a seed.
 */
export async function seedDemoData(
  handle: DatabaseHandle,
  options: SeedOptions,
): Promise<SeedSummary> {
  const ctx = createSeedContext(options, await hashPassword(DEMO_PASSWORD));
  const accounts = new DemoAccounts(ctx.passwordHash);
  const { adminId, adminTeamId } = seedStaff(ctx, accounts);
  const deliveryCompanies = deliveryCompaniesOf(ctx);
  const merchants = seedClients(ctx, accounts, adminId);
  const { recipients, clientRecipients } = recipientsOf(
    ctx,
    merchants.clients.length,
    merchants.activeClients,
  );
  const { orders, movements } = ordersOf(ctx, {
    ...merchants,
    recipients,
    clientRecipients,
    adminId,
  });
  const bills = billsOf(orders, merchants.clients, merchants.activeClients, adminId);
  const followUp = followUpOf(ctx, orders, {
    clients: merchants.clients,
    adminId,
    adminTeamId,
    clientTeamId: merchants.clientTeamId,
  });
  const wheel = wheelOf(ctx);
  const pickups = pickupRequestsOf(orders, ctx.nowMs);

  await writeDemoRows(
    handle,
    {
      users: accounts.users,
      deliveryCompanies,
      clients: merchants.clients,
      businesses: merchants.businesses,
      clientDocuments: merchants.clientDocuments,
      teams: accounts.teams,
      teamMembers: accounts.teamMembers,
      permissions: accounts.permissions,
      recipients,
      orders,
      movements,
      pickupRequests: pickups.requests,
      pickupRequestOrders: pickups.links,
      bills: bills.bills,
      billOrders: bills.billOrders,
      billFees: bills.billFees,
      billLines: bills.billLines,
      orderReports: followUp.reports,
      reclamations: followUp.reclamations,
      notifications: followUp.notifications,
      fortuneWheels: wheel.wheels,
      wheelItems: wheel.wheelItems,
      wheelUrls: wheel.wheelUrls,
      wheelParticipants: wheel.participants,
      supportVideos: supportVideosOf(ctx),
    },
    options.bulk !== false,
  );
  return {
    users: accounts.users.length,
    clients: merchants.clients.length,
    orders: orders.length,
    movements: movements.length,
    bills: bills.bills.length,
  };
}
