import type { AxiosRequestConfig } from 'axios';
import { httpClient } from './http-client';

/** A file answered by the API (a PDF, a spreadsheet), with the name the server gave it. */
export interface ApiFile {
  blob: Blob;
  fileName: string;
}

const FILE_NAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/**
 * GET a file through the shared client (the token is a header, so a plain link cannot fetch it).
 * A refusal keeps the usual JSON error body: the client parses it back from the blob.
 */
export async function getApiFile(
  url: string,
  fallbackName: string,
  config: AxiosRequestConfig = {},
): Promise<ApiFile> {
  const response = await httpClient.get<Blob>(url, {
    ...config,
    responseType: 'blob',
    headers: {
      Accept:
        'application/pdf, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
    },
  });
  const disposition = String(response.headers?.['content-disposition'] ?? '');
  const fileName = FILE_NAME.exec(disposition)?.[1] ?? fallbackName;
  return { blob: response.data, fileName };
}

/** How long a file's object URL lives: long enough for the new tab to read it. */
const OBJECT_URL_TTL_MS = 60_000;

/**
 * Shows a file in a new tab, or downloads it when the browser blocks the tab. Answers which it did.
 * @example const how = openFile(await getApiFile('/v1/order/voucher?ids=1', 'slips.pdf'));
 */
export function openFile({ blob, fileName }: ApiFile): 'opened' | 'downloaded' {
  const url = URL.createObjectURL(blob);
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_TTL_MS);
  const tab = window.open(url, '_blank');
  if (tab) return 'opened';
  return saveObjectUrl(url, fileName);
}

/**
 * Saves a file under its name (a spreadsheet: a browser tab cannot show it).
 * @example downloadFile(await getApiFile('/v1/fortune-wheel/1/participants/export', 'participants.xlsx'));
 */
export function downloadFile({ blob, fileName }: ApiFile): 'downloaded' {
  const url = URL.createObjectURL(blob);
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_TTL_MS);
  return saveObjectUrl(url, fileName);
}

function saveObjectUrl(url: string, fileName: string): 'downloaded' {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  return 'downloaded';
}

/**
 * The query of a server-made export (EXCEL bulk action): the selected rows' `ids` when there are some,
 * else the list's filters (without paging); `lang` either way.
 * @example exportQuery(reportParams(filters), [3, 7], 'ar').toString() === 'ids=3%2C7&lang=ar'
 */
export function exportQuery(
  filters: URLSearchParams,
  ids: readonly number[],
  lang: string,
): URLSearchParams {
  const params = ids.length
    ? new URLSearchParams({ ids: ids.join(',') })
    : new URLSearchParams(filters);
  params.delete('offset');
  params.delete('limit');
  params.set('lang', lang);
  return params;
}
