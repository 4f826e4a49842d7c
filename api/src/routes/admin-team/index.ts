import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ADMIN_TEAM, teamRoutesOf } from '../team-routes';

/** The provider's team, `/api/v1/admin-team/{adminId}` (declarations shared with the client team: ../team-routes). */
export async function adminTeamRoutes(app: FastifyInstance, context: AppContext) {
  const team = teamRoutesOf(app, context, ADMIN_TEAM);
  team.member('/admin-team/member/:memberId');
  team.members('/admin-team/:adminId/get-members');
  team.headcount('/admin-team/:adminId/team-headcount');
  team.add('/admin-team/:adminId/add-member');
  team.update('/admin-team/:adminId/update-member/:memberId');
  team.removeMember('/admin-team/delete-member/:userId');
  team.removeTeam('/admin-team/:adminId/delete-team/:teamId');
}
