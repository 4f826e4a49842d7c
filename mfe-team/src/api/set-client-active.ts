import { httpClient } from '@wolvo/shared/http';
import type { ClientActivationResult } from '@wolvo/shared/contracts';

/**
 * PUT /v1/client/activate/{id} or /v1/client/deactivate/{id}: a deactivated client's admin and team are
 * refused from their next request.
 */
export async function setClientActive(
  clientId: number,
  active: boolean,
): Promise<ClientActivationResult> {
  const { data } = await httpClient.put<ClientActivationResult>(
    `/v1/client/${active ? 'activate' : 'deactivate'}/${clientId}`,
  );
  return data;
}
