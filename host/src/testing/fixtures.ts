import type { PermissionMap, Role, SessionUser } from '@wolvo/shared/contracts';

/** A session user of the given role (and optional page permissions for team members). */
export function makeUser(
  role: Role,
  permissions: PermissionMap = {},
  overrides: Partial<SessionUser> = {},
): SessionUser {
  return {
    id: 7,
    username: role,
    email: `${role}@wolvo.test`,
    role,
    avatar: null,
    fullname: `Test ${role}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    permissions,
    clientId: role.startsWith('client') ? 3 : null,
    ...overrides,
  };
}

/** An unsigned JWT-shaped token with an expiry (seconds from now). */
export function makeToken(expiresInSeconds = 3600): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ id: 7, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}
