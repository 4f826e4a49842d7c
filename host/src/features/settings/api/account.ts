import { httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';
import type {
  UpdatePasswordRequest,
  UpdateProfileRequest,
  UserProfile,
} from '@wolvo/shared/contracts';

/** GET /v1/admin/get/{userId}. */
export async function getProfile(userId: number): Promise<UserProfile> {
  const { data } = await httpClient.get<UserProfile>(`/v1/admin/get/${userId}`);
  return data;
}

/** PUT /v1/users/profile/{id}. */
export async function updateProfile(
  userId: number,
  body: UpdateProfileRequest,
): Promise<UserProfile> {
  const { data } = await httpClient.put<UserProfile>(`/v1/users/profile/${userId}`, body, {
    apiErrorToast: true,
  });
  return data;
}

/**
 * PUT /v1/users/password. The new password ends every other session; this one keeps going with the
 * token the server answers.
 */
export async function updatePassword(body: UpdatePasswordRequest): Promise<void> {
  const { data } = await httpClient.put<{ success: boolean; token: string }>(
    '/v1/users/password',
    body,
    { apiErrorToast: true },
  );
  const user = session.getUser();
  if (user && data.token) session.save(data.token, user);
}
