import type { Paged } from './api';

/**
 * Message keys of the users > clients calls besides the ones in `API_MESSAGES` (`client.id.not-found`,
 * `client.id.invalid-type`): what the server answers on success, for the dashboard to translate.
 */
export const CLIENT_MESSAGES = {
  activated: 'client.activated',
  deactivated: 'client.deactivated',
  passwordReset: 'client.password-reset',
} as const;

/** Length of the password a reset generates (upper, lower, digit and symbol, beyond the policy). */
export const GENERATED_PASSWORD_LENGTH = 16;

/** A client account as users > clients lists it: the client, its admin user and its companies. */
export interface ClientAccountDto {
  /** The client id. */
  id: number;
  /** The client admin's user id. */
  userId: number;
  fullname: string;
  username: string;
  email: string;
  avatar: string | null;
  /** Company names, the main one (the first created) first; at most 3. */
  companies: string[];
  confirmed: boolean;
  /** False: the client's admin and team are refused (401) on their next request and cannot sign in. */
  active: boolean;
  createdAt: string;
}

/** GET /v1/client/getAllClients query: a page of client accounts, newest first. */
export interface ClientAccountsQuery {
  offset?: number;
  limit?: number;
  /** Part of the full name, username, email or a company name. */
  search?: string;
  confirmed?: boolean;
  active?: boolean;
}

/** GET /v1/client/getAllClients response. */
export type ClientAccountsPage = Paged<ClientAccountDto>;

/** PUT /v1/client/activate/{id} and /v1/client/deactivate/{id} response. */
export interface ClientActivationResult {
  /** `client.activated` or `client.deactivated`. */
  message: (typeof CLIENT_MESSAGES)['activated' | 'deactivated'];
  client: ClientAccountDto;
}

/** PUT /v1/client/reset-password/{id} response: the new password, shown once and stored only hashed. */
export interface ClientPasswordResetResult {
  message: (typeof CLIENT_MESSAGES)['passwordReset'];
  password: string;
}
