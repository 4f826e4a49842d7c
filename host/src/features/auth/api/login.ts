import { httpClient } from '@wolvo/shared/http';

// The login page loads this module on demand, so it takes the error text helper from here too.
export { errorTextOf } from '@wolvo/shared/http';
import type { LoginRequest, LoginResponse } from '@wolvo/shared/contracts';

/** POST /v1/users/login with an email or username and a password. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await httpClient.post<LoginResponse>('/v1/users/login', body, {
    // A wrong password is a 401 of its own: shown on the form, not treated as an expired session.
    ignoreUnauthorized: true,
  });
  return data;
}
