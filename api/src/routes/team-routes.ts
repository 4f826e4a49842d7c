import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TeamKind } from '@wolvo/shared/contracts';
import {
  AddTeamMemberBody,
  AdminIdParam,
  AdminMemberParams,
  AdminTeamParams,
  ClientIdParam,
  ClientMemberParams,
  ClientTeamParams,
  MemberIdParam,
  TeamDeleteResult,
  TeamHeadcount,
  TeamMember,
  TeamMembersPage,
  TeamMembersQuery,
  UpdateTeamMemberBody,
  UserIdParam,
} from '@wolvo/shared/contracts/team';
import type { AppContext } from '../context';
import { badRequest } from '../http-error';
import { STAFF_ROLES, type AccessRule } from '../modules/auth/access';
import {
  addTeamMember,
  deleteTeam,
  deleteTeamMember,
  getTeamHeadcount,
  getTeamMember,
  getTeamMembers,
  updateTeamMember,
  type TeamCall,
} from '../modules/team/team.service';

// The two teams' routes, declared with literal paths in routes/client-team and routes/admin-team, share
// these declarations: the same handlers, schemas and documentation, each team with its own guard.

/** How each kind of team is reached and guarded. */
export interface TeamArea {
  kind: TeamKind;
  /** The owner parameter of the paths. */
  owner: 'clientId' | 'adminId';
  /** The access rule of an action; reads need VIEW. */
  rule(action: 'VIEW' | 'ADD' | 'EDIT' | 'DELETE'): AccessRule;
  /** Who may delete a whole team. */
  deleteTeamRule: AccessRule;
  params: {
    owner: typeof ClientIdParam | typeof AdminIdParam;
    member: typeof ClientMemberParams | typeof AdminMemberParams;
    team: typeof ClientTeamParams | typeof AdminTeamParams;
  };
}

/** Client admins and their team members with the team page; staff with users > clients. */
export const CLIENT_TEAM: TeamArea = {
  kind: 'client',
  owner: 'clientId',
  rule: (action) => ({ page: 'TEAM', action, staffPage: 'USERS_CLIENTS' }),
  // A client team member never removes the team it belongs to, whatever its grants.
  deleteTeamRule: {
    roles: ['clientPersonnel', ...STAFF_ROLES],
    page: 'TEAM',
    action: 'DELETE',
    staffPage: 'USERS_CLIENTS',
  },
  params: { owner: ClientIdParam, member: ClientMemberParams, team: ClientTeamParams },
};

/** Provider staff with users > team; the provider team is its admin's. */
export const ADMIN_TEAM: TeamArea = {
  kind: 'admin',
  owner: 'adminId',
  rule: (action) => ({ roles: STAFF_ROLES, page: 'USERS_TEAM', action }),
  deleteTeamRule: { roles: ['companyPersonnel'] },
  params: { owner: AdminIdParam, member: AdminMemberParams, team: AdminTeamParams },
};

const ID_PARAMS = new Set(['clientId', 'adminId', 'memberId', 'userId', 'teamId']);

/**
 * Schema failures as `field: message-key`, the keys the team rules use: a missing field is
 * `field.required`, an unknown one `field.unknown`, a text too long `text.too-long`; a non-numeric
 * client id is the spec's `client.id.invalid-type`.
 */
export function teamFieldMessages(issues: FastifySchemaValidationError[], context?: string) {
  const messages = issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = issue.params?.missingProperty as string | undefined;
    const extra = issue.params?.additionalProperty as string | undefined;
    if (missing) return `${path ? `${path}.` : ''}${missing}: field.required`;
    if (extra) return `${path ? `${path}.` : ''}${extra}: field.unknown`;
    const field = path || context || 'body';
    if (context === 'params' || ID_PARAMS.has(field))
      return field === 'clientId' ? `${field}: client.id.invalid-type` : `${field}: value.invalid`;
    if (issue.keyword === 'maxLength') return `${field}: text.too-long`;
    if (issue.keyword === 'minProperties') return `${field}: field.required`;
    return `${field}: value.invalid`;
  });
  return [...new Set(messages)];
}

function assertValid(request: FastifyRequest) {
  const error = request.validationError as
    | (Error & { validation: FastifySchemaValidationError[]; validationContext?: string })
    | undefined;
  if (error) throw badRequest(teamFieldMessages(error.validation, error.validationContext));
}

/**
 * The declarations of one team's routes: each takes its literal path (`'/client-team/:clientId/add-member'`)
 * from the route file, so a search for a URL finds the file that serves it.
 */
export function teamRoutesOf(
  fastify: FastifyInstance,
  { db, dialect }: AppContext,
  area: TeamArea,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { kind, owner } = area;
  const tags = [kind === 'client' ? 'client-team' : 'admin-team'];
  const call = (request: FastifyRequest): TeamCall => ({ db, dialect, auth: request.auth, kind });
  const ownerOf = (request: FastifyRequest) =>
    Number((request.params as Record<string, string>)[owner]);
  const ownerText =
    kind === 'client'
      ? "`{clientId}` must be the caller's client (staff: any client), else 404 client.id.not-found."
      : "`{adminId}` must be the caller's admin (itself, or the admin of an admin team member), else 404 user.not-found.";

  return {
    member: (path: string) =>
      app.get(
        path,
        {
          onRequest: app.guard(area.rule('VIEW')),
          schema: {
            tags,
            summary: 'One team member with its page permissions (memberId is its user id)',
            params: MemberIdParam,
            response: { 200: TeamMember },
          },
          attachValidation: true,
        },
        async (request) => {
          assertValid(request);
          return getTeamMember(call(request), Number(request.params.memberId));
        },
      ),

    members: (path: string) =>
      app.get(
        path,
        {
          onRequest: app.guard(area.rule('VIEW')),
          schema: {
            tags,
            summary: 'A page of team members, oldest first',
            description: `${ownerText} \`search\` matches the username, email or full name.`,
            params: area.params.owner,
            querystring: TeamMembersQuery,
            response: { 200: TeamMembersPage },
          },
          attachValidation: true,
        },
        async (request) => {
          assertValid(request);
          return getTeamMembers(call(request), ownerOf(request), request.query);
        },
      ),

    headcount: (path: string) =>
      app.get(
        path,
        {
          onRequest: app.guard(area.rule('VIEW')),
          schema: {
            tags,
            summary: 'Members per team and in all; `max` is the cap of a client (null: no cap)',
            description: ownerText,
            params: area.params.owner,
            response: { 200: TeamHeadcount },
          },
          attachValidation: true,
        },
        async (request) => {
          assertValid(request);
          return getTeamHeadcount(call(request), ownerOf(request));
        },
      ),

    add: (path: string) =>
      app.post(
        path,
        {
          onRequest: app.guard(area.rule('ADD')),
          schema: {
            tags,
            summary:
              'Add a member: a new account on a team (created by name when new) with its pages',
            description:
              `${ownerText} Field problems come as a list of \`field: key\` (400). 409 user.username-exists, ` +
              'user.email-exists' +
              (kind === 'client' ? ', team.max-members (cap MAX_TEAM_MEMBERS per client).' : '.') +
              ' A team member may only grant pages and actions it holds (403 team.permission.not-held).',
            params: area.params.owner,
            body: AddTeamMemberBody,
            response: { 201: TeamMember, 409: Type.Ref('ErrorBody') },
          },
          attachValidation: true,
        },
        async (request, reply) => {
          assertValid(request);
          const member = await addTeamMember(call(request), ownerOf(request), request.body);
          return reply.status(201).send(member);
        },
      ),

    update: (path: string) =>
      app.put(
        path,
        {
          onRequest: app.guard(area.rule('EDIT')),
          schema: {
            tags,
            summary: 'Update a member; new permissions apply from its next request',
            description: `${ownerText} \`permissions\` replaces every grant; a password needs \`confirmPassword\`.`,
            params: area.params.member,
            body: UpdateTeamMemberBody,
            response: { 200: TeamMember, 409: Type.Ref('ErrorBody') },
          },
          attachValidation: true,
        },
        async (request) => {
          assertValid(request);
          return updateTeamMember(
            call(request),
            ownerOf(request),
            Number(request.params.memberId),
            request.body,
          );
        },
      ),

    removeMember: (path: string) =>
      app.delete(
        path,
        {
          onRequest: app.guard(area.rule('DELETE')),
          schema: {
            tags,
            summary:
              'Delete a member: its account is deactivated at once (its next request is 401)',
            params: UserIdParam,
            response: { 200: TeamDeleteResult },
          },
          attachValidation: true,
        },
        async (request) => {
          assertValid(request);
          return deleteTeamMember(call(request), Number(request.params.userId));
        },
      ),

    removeTeam: (path: string) =>
      app.delete(
        path,
        {
          onRequest: app.guard(area.deleteTeamRule),
          schema: {
            tags,
            summary: "Delete a team: every member's account is deactivated at once",
            description: `${ownerText} Another owner's team is 404 team.not-found.`,
            params: area.params.team,
            response: { 200: TeamDeleteResult },
          },
          attachValidation: true,
        },
        async (request) => {
          assertValid(request);
          return deleteTeam(call(request), ownerOf(request), Number(request.params.teamId));
        },
      ),
  };
}
