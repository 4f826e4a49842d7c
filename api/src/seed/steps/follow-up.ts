import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { HOUR, iso, type SeedContext } from '../seed-context';

/** The people the follow-up rows are written by and for. */
export interface FollowUpPeople {
  clients: Insertable<Database['clients']>[];
  adminId: number;
  adminTeamId: number;
  clientTeamId: number;
}

/** Reports on problem orders, reclamations and notifications. */
export function followUpOf(
  { rnd, options, nowMs }: SeedContext,
  orders: Insertable<Database['orders']>[],
  { clients, adminId, adminTeamId, clientTeamId }: FollowUpPeople,
) {
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
  return { reports, reclamations, notifications };
}
