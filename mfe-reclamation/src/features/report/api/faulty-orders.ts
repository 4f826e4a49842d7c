import type { FaultyOrdersPage, ProblemType } from '@wolvo/shared/contracts';
import { exportQuery, getApiFile, httpClient, type ApiFile } from '@wolvo/shared/http';
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
