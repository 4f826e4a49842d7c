import type { Insertable } from 'kysely';
import { joinActions } from '@wolvo/shared/contracts';
import type { Database } from '../../db/schema';

/** The demo's accounts as they are made: users, teams, team members and page permissions. */
export class DemoAccounts {
  readonly users: Insertable<Database['users']>[] = [];
  readonly teams: Insertable<Database['teams']>[] = [];
  readonly teamMembers: Insertable<Database['teamMembers']>[] = [];
  readonly permissions: Insertable<Database['userPermissions']>[] = [];

  constructor(private readonly passwordHash: string) {}

  /** Adds an active user with the demo password; returns its id. */
  addUser(
    u: Omit<Insertable<Database['users']>, 'id' | 'passwordHash' | 'active' | 'updatedAt'>,
  ): number {
    const id = this.users.length + 1;
    this.users.push({
      id,
      passwordHash: this.passwordHash,
      active: 1,
      updatedAt: u.createdAt,
      ...u,
    });
    return id;
  }

  /** Gives a member its pages' actions. */
  grant(userId: number, grants: Record<string, string[]>): void {
    for (const [page, actions] of Object.entries(grants)) {
      this.permissions.push({
        id: this.permissions.length + 1,
        userId,
        page,
        actions: joinActions(actions),
      });
    }
  }
}
