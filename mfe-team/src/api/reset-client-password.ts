import { httpClient } from '@wolvo/shared/http';
import type { ClientPasswordResetResult } from '@wolvo/shared/contracts';

/** PUT /v1/client/reset-password/{id}: a new generated password for the client, answered this once. */
export async function resetClientPassword(clientId: number): Promise<ClientPasswordResetResult> {
  const { data } = await httpClient.put<ClientPasswordResetResult>(
    `/v1/client/reset-password/${clientId}`,
  );
  return data;
}
