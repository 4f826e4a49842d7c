import type {
  AddReportRequest,
  EditReportRequest,
  OrderReport,
  Paged,
} from '@wolvo/shared/contracts';
import { exportQuery, getApiFile, httpClient, type ApiFile } from '@wolvo/shared/http';

/** Filters shared by the report screen's two tables (dates yyyy-MM-dd; omitted ones are not sent). */
export interface ReportFilters {
  from?: string;
  to?: string;
  search?: string;
  deliveryCompany?: number;
  business?: number;
}

/** A paged query of a report list. */
export interface PagedReportQuery extends ReportFilters {
  offset: number;
  limit: number;
}

/** The filters as URL parameters, empty ones left out. */
export function reportParams(query: ReportFilters & Partial<PagedReportQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, key === 'search' ? String(value).trim() : String(value));
  }
  if (!params.get('search')) params.delete('search');
  return params;
}

/** GET /v1/order-report/get: a page of reports, newest first (a client: its own orders' only). */
export async function getReports(
  query: PagedReportQuery,
  signal?: AbortSignal,
): Promise<Paged<OrderReport>> {
  const { data } = await httpClient.get<Paged<OrderReport>>('/v1/order-report/get', {
    params: reportParams(query),
    signal,
  });
  return data;
}

/** GET /v1/order-report/get/{id}: one report. */
export async function getReport(id: number, signal?: AbortSignal): Promise<OrderReport> {
  const { data } = await httpClient.get<OrderReport>(`/v1/order-report/get/${id}`, { signal });
  return data;
}

/** POST /v1/order-report/add (staff): a report on an order; its client is notified. */
export async function addReport(body: AddReportRequest): Promise<OrderReport> {
  const { data } = await httpClient.post<OrderReport>('/v1/order-report/add', body);
  return data;
}

/** PUT /v1/order-report/edit/{id}: the decision (staff: wolvo decisions; a client: its own). */
export async function editReport(id: number, body: EditReportRequest): Promise<OrderReport> {
  const { data } = await httpClient.put<OrderReport>(`/v1/order-report/edit/${id}`, body);
  return data;
}

/**
 * GET /v1/order-report/export: the selected reports (`ids`) when there are some, else every report under
 * the filters, as a spreadsheet (staff).
 */
export function getReportsExport(
  filters: ReportFilters,
  lang: string,
  ids: readonly number[] = [],
): Promise<ApiFile> {
  const params = exportQuery(reportParams(filters), ids, lang);
  return getApiFile(`/v1/order-report/export?${params}`, 'wolvo-reports.xlsx');
}
