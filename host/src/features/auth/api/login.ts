import { httpClient, type LoginRequest, type LoginResponse } from '@wolvo/shared';

/** POST /v1/users/login with an email or username and a password. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await httpClient.post<LoginResponse>('/v1/users/login', body, {
    // A wrong password is a 401 of its own: shown on the form, not treated as an expired session.
    ignoreUnauthorized: true,
  });
  return data;
}
