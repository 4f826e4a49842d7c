import { getApiFile, type ApiFile } from '@wolvo/shared/http';

/** GET /v1/order/manifest: the pickup manifest of the orders for the courier, as a PDF. */
export function getManifest(ids: number[], lang: string): Promise<ApiFile> {
  const params = new URLSearchParams({ ids: ids.join(','), lang });
  return getApiFile(`/v1/order/manifest?${params}`, 'wolvo-manifest.pdf');
}
