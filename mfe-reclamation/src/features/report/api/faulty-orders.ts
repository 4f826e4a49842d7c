import type { FaultyOrdersPage, ProblemType } from '@wolvo/shared/contracts';
import { getApiFile, httpClient, type ApiFile } from '@wolvo/shared/http';
import { reportParams, type PagedReportQuery, type ReportFilters } from '../../../api/reports';

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

/** GET /v1/order/findAllOrdersWithProblems/export: every faulty order under the filters. */
export function getFaultyOrdersExport(
  filters: ReportFilters & { problemType: ProblemType },
  lang: string,
): Promise<ApiFile> {
  const params = reportParams(filters);
  params.set('lang', lang);
  return getApiFile(
    `/v1/order/findAllOrdersWithProblems/export?${params}`,
    'wolvo-faulty-orders.xlsx',
  );
}
