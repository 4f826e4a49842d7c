/** The four roles of the product, spelled as the API and the token carry them. */
export const ROLES = {
  COMPANY_PERSONNEL: 'companyPersonnel',
  COMPANY_PERSONNEL_TEAM: 'companyPersonnelTeam',
  CLIENT_PERSONNEL: 'clientPersonnel',
  CLIENT_PERSONNEL_TEAM: 'clientPersonnelTeam',
} as const;

/** A role as carried by the token. */
export type Role = (typeof ROLES)[keyof typeof ROLES];

/** Every role, in a stable order. */
export const ALL_ROLES: readonly Role[] = Object.values(ROLES);

/** i18n key of the role label shown in the profile menu (admin, admin team, client, client team). */
export const ROLE_LABEL_KEYS: Record<Role, string> = {
  companyPersonnel: 'role.admin',
  companyPersonnelTeam: 'role.admin-team',
  clientPersonnel: 'role.client',
  clientPersonnelTeam: 'role.client-team',
};

/** True for the provider's staff (admin and admin team). */
export function isStaffRole(role: string): role is 'companyPersonnel' | 'companyPersonnelTeam' {
  return role === ROLES.COMPANY_PERSONNEL || role === ROLES.COMPANY_PERSONNEL_TEAM;
}

/** True for merchants (client and client team). */
export function isClientRole(role: string): role is 'clientPersonnel' | 'clientPersonnelTeam' {
  return role === ROLES.CLIENT_PERSONNEL || role === ROLES.CLIENT_PERSONNEL_TEAM;
}

/** True for team members, whose access is limited to the pages they were granted. */
export function isTeamRole(role: string): boolean {
  return role === ROLES.COMPANY_PERSONNEL_TEAM || role === ROLES.CLIENT_PERSONNEL_TEAM;
}
