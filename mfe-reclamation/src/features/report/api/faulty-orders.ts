import type { FaultyOrdersPage, ProblemType } from '@wolvo/shared/contracts';
import { exportQuery, getApiFile, httpClient, type ApiFile } from '@wolvo/shared/http';

// The faulty orders are `/v1/order/...` endpoints: these calls stay as they are until the orders area
// gets its contract. The reports' own calls go through `orderReportApi`.

/** Filters shared by the report screen's two tables (dates yyyy-MM-dd; omitted ones are not sent). */
export interface ReportFilters {
  from?: string;
  to?: string;
  search?: string;
  deliveryCompany?: number;
  business?: number;
}

/** A paged query of a report list. */
interface PagedReportQuery extends ReportFilters {
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

/** GET /v1/order/findAllOrdersWithProblems: a page of faulty orders and the summary per type. */
export async function getFaultyOrders(
  query: PagedReportQuery & { problemType: ProblemType },
  signal?: AbortSignal,
): Promise<FaultyOrdersPage> {
  const { data } = await httpClient.get<FaultyOrdersPage>('/v1/order/findAllOrdersWithProblems', {
    params: reportParams(query),
    signal,
  });
  return data;
}

/** GET /v1/order/findAllOrdersWithProblems/export: the selected faulty orders, else all under the filters. */
export function getFaultyOrdersExport(
  filters: ReportFilters & { problemType: ProblemType },
  lang: string,
  ids: readonly number[] = [],
): Promise<ApiFile> {
  const params = exportQuery(reportParams(filters), ids, lang);
  return getApiFile(
    `/v1/order/findAllOrdersWithProblems/export?${params}`,
    'wolvo-faulty-orders.xlsx',
  );
}
