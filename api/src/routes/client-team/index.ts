import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { CLIENT_TEAM, teamRoutesOf } from '../team-routes';

/** A client's team, `/api/v1/client-team` (the provider's team shares its declarations: ../team-routes). */
export async function clientTeamRoutes(app: FastifyInstance, context: AppContext) {
  const team = teamRoutesOf(app, context, CLIENT_TEAM);
  team.member('/client-team/member/:memberId');
  team.members('/client-team/:clientId/get-members');
  team.headcount('/client-team/:clientId/team-headcount');
  team.add('/client-team/:clientId/add-member');
  team.update('/client-team/:clientId/update-member/:memberId');
  team.removeMember('/client-team/delete-member/:userId');
  team.removeTeam('/client-team/:clientId/delete-team/:teamId');
}
