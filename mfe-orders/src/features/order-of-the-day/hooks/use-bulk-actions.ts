import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ManifestQuery,
  OrdersOfTheDayQuery,
  VoucherLayout,
  VoucherQuery,
} from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { pickupsApi } from '@wolvo/shared/contracts/pickups/endpoints';
import { usePageState } from '@wolvo/shared/hooks';
import { downloadFile, exportQuery, getApiFile, openFile, toastApiError } from '@wolvo/shared/http';
import { urlOf } from '@wolvo/shared/http/api';
import { useLanguage } from '@wolvo/shared/i18n';
import { useApiMutation } from '@wolvo/shared/query';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../../i18n/namespace';
import { showBulkFailure, type RefusedId } from '../../../api/refused-ids';
import { ordersOfTheDayParams } from '../api/export-params';
import type { SelectedOrder } from './use-order-selection';

type BulkAction = 'delete' | 'confirm' | 'cancel';

/** The toast of each bulk call (`order-list.bulk.<key>`). */
const DONE = {
  delete: 'deleted',
  confirm: 'confirmed',
  duplicates: 'duplicates-confirmed',
  cancel: 'cancelled',
} as const;

/** What the bulk actions act on, and what they change once done. */
export interface BulkActionsInput {
  selected: SelectedOrder[];
  setSelected: (next: SelectedOrder[]) => void;
  allDuplicated: boolean;
  /** The list's query: the export's rows when nothing is selected. */
  query: OrdersOfTheDayQuery;
  /** Asks the list again once slips are printed (the bulk calls invalidate it). */
  reload: () => void;
}

/**
 * The selection's actions (delete, confirm, cancel, slips, manifest, spreadsheet): one at a time
 * (`busy`), the ids the server refused kept with the page's state, and the two dialogs they close.
 */
export function useBulkActions({
  selected,
  setSelected,
  allDuplicated,
  query,
  reload,
}: BulkActionsInput) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const [refused, setRefused] = usePageState<RefusedId[]>('orders.refused', []);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [askLayout, setAskLayout] = useState(false);
  // The files (slips, manifest, spreadsheet) are not JSON calls: their wait is kept here.
  const [fetchingFile, setFetchingFile] = useState(false);
  // The changed orders show because the list is asked again.
  const changesOrders = { invalidates: [ordersApi.ofTheDay] };
  const calls = {
    delete: useApiMutation(ordersApi.deleteMany, changesOrders),
    confirm: useApiMutation(ordersApi.confirmApiOrders, changesOrders),
    duplicates: useApiMutation(ordersApi.confirmDuplicates, changesOrders),
    cancel: useApiMutation(ordersApi.cancelApiOrders, changesOrders),
  };
  const busy = fetchingFile || Object.values(calls).some((call) => call.isPending);

  const runBulk = async (action: BulkAction) => {
    const ids = selected.map((s) => s.id);
    const kind = action === 'confirm' && allDuplicated ? 'duplicates' : action;
    setRefused([]);
    try {
      const { count } = await calls[kind].mutateAsync({ body: { ids } });
      showToast(t(`order-list.bulk.${DONE[kind]}`, { count }), 'success');
      setSelected([]);
    } catch (failure) {
      showBulkFailure(failure, setRefused);
    }
    setConfirmDelete(false);
  };

  // The slips and the manifest are PDFs: opened in a new tab (downloaded when the tab is blocked). Printing
  // moves the orders (READY, PRINTED_N_TIMES), so the list reloads; the selection stays for the manifest.
  const runDocument = async (kind: 'pdf' | 'manifest', layout: VoucherLayout = 'a4') => {
    const ids = selected.map((s) => s.id);
    setFetchingFile(true);
    setRefused([]);
    try {
      const voucher: VoucherQuery = { ids: ids.join(','), layout, lang: language };
      // `satisfies`: the query's ids are given, so it is a plain record of strings.
      const manifest = { ids: ids.join(','), lang: language } satisfies ManifestQuery;
      const file =
        kind === 'pdf'
          ? await getApiFile(
              `${urlOf(pickupsApi.voucher)}?${new URLSearchParams(voucher)}`,
              'wolvo-slips.pdf',
            )
          : await getApiFile(
              `${urlOf(pickupsApi.manifest)}?${new URLSearchParams(manifest)}`,
              'wolvo-manifest.pdf',
            );
      const how = openFile(file);
      showToast(t(`order-list.bulk.${kind}-${how}`, { count: ids.length }), 'success');
      if (kind === 'pdf') reload();
    } catch (failure) {
      showBulkFailure(failure, setRefused);
    } finally {
      setFetchingFile(false);
      setAskLayout(false);
    }
  };

  // The selected rows, or else the whole filtered list (every page), made on the server as a spreadsheet.
  const runExcel = async () => {
    setFetchingFile(true);
    try {
      const params = exportQuery(
        ordersOfTheDayParams(query),
        selected.map((s) => s.id),
        language,
      );
      downloadFile(await getApiFile(`${urlOf(ordersApi.export)}?${params}`, 'wolvo-orders.xlsx'));
      showToast(t('order-list.bulk.excel-done'), 'success');
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setFetchingFile(false);
    }
  };

  return {
    busy,
    refused,
    setRefused,
    confirmDelete,
    setConfirmDelete,
    askLayout,
    setAskLayout,
    runBulk,
    runDocument,
    runExcel,
  };
}
