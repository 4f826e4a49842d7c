import { httpClient } from '@wolvo/shared/http';
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

/** PUT /v1/users/password. */
export async function updatePassword(body: UpdatePasswordRequest): Promise<void> {
  await httpClient.put('/v1/users/password', body, { apiErrorToast: true });
}
