import { httpClient } from '@wolvo/shared/http';
import type { SupportVideo } from '@wolvo/shared/contracts';

/** GET /v1/support/videos. */
export async function getSupportVideos(): Promise<SupportVideo[]> {
  const { data } = await httpClient.get<SupportVideo[]>('/v1/support/videos');
  return Array.isArray(data) ? [...data].sort((a, b) => a.position - b.position) : [];
}
