import type { AddOrderRequest, ImportColumnKey, ImportRowError } from '@wolvo/shared/contracts';
import { getApiFile, httpClient, type ApiFile } from '@wolvo/shared/http';

/** GET /v1/order/import-template: the .xlsx to fill, headers and pick lists in `lang`. */
export function getImportTemplate(lang: string): Promise<ApiFile> {
  return getApiFile(
    `/v1/order/import-template?lang=${encodeURIComponent(lang)}`,
    'wolvo-import.xlsx',
  );
}

/** A row of the file as the server read it: its cells, its order when valid, its errors. */
export interface ImportPreviewRow {
  row: number;
  values: Partial<Record<ImportColumnKey, string>>;
  order: AddOrderRequest | null;
  errors: ImportRowError[];
  /** Valid, and the same parcel as an order of the last 48 hours: it will be created ORDER_DUPLICATED. */
  duplicate: boolean;
}

/** What POST /v1/order/import/parse answers: nothing is stored yet. */
export interface ImportPreview {
  columns: ImportColumnKey[];
  rows: ImportPreviewRow[];
  total: number;
  valid: number;
  invalid: number;
}

/**
 * POST /v1/order/import/parse: the file itself as the body; `onProgress` gets the uploaded share (0-1).
 */
export async function parseImportFile(
  file: Blob,
  onProgress: (share: number) => void,
): Promise<ImportPreview> {
  return (
    await httpClient.post<ImportPreview>('/v1/order/import/parse', file, {
      headers: { 'Content-Type': 'application/octet-stream' },
      onUploadProgress: (event) => {
        if (event.total) onProgress(event.loaded / event.total);
      },
    })
  ).data;
}

/** POST /v1/order/add-many: the checked rows, all written or none. */
export async function addManyOrders(
  orders: AddOrderRequest[],
): Promise<{ count: number; orders: { id: number; code: string }[] }> {
  return (
    await httpClient.post<{ count: number; orders: { id: number; code: string }[] }>(
      '/v1/order/add-many',
      { orders },
    )
  ).data;
}
