import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA, type ImportPreview, type VoucherQuery } from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { pickupsApi } from '@wolvo/shared/contracts/pickups/endpoints';
import { usePageState } from '@wolvo/shared/hooks';
import { downloadFile, errorTextOf, getApiFile, openFile, toastApiError } from '@wolvo/shared/http';
import { callApi, urlOf } from '@wolvo/shared/http/api';
import { useLanguage } from '@wolvo/shared/i18n';
import { useApiMutation } from '@wolvo/shared/query';
import { Link as RouterLink } from '@wolvo/shared/router';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { PageActionGate } from '../../components/page-action-gate';
import { NAMESPACE } from '../../i18n/namespace';
import { ImportPreviewTable } from './components/import-preview-table';

/**
 * Import from Excel (client area, `orders/import`): download the template, upload the filled file
 * (progress bar), check every row with its errors (row, column, reason), then import all the rows at once
 * or none; rows with errors are fixed in the file and uploaded again, or removed here. After the import,
 * the new orders' slips print with the usual PDF.
 */
function ImportOrders() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const [preview, setPreview] = usePageState<ImportPreview | null>('import.preview', null);
  const [onlyErrors, setOnlyErrors] = usePageState('import.only-errors', true);
  const [paging, setPaging] = usePageState('import.paging', { offset: 0, limit: 10 });
  const [imported, setImported] = usePageState<{ id: number; code: string }[] | null>(
    'import.imported',
    null,
  );
  const [upload, setUpload] = useState<{ name: string; share: number } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // The slips are a PDF, not a JSON call: their wait is kept here.
  const [printing, setPrinting] = useState(false);
  // The new orders are in the orders of the day when that list is shown next.
  const addMany = useApiMutation(ordersApi.addMany, { invalidates: [ordersApi.ofTheDay] });
  const busy = printing || addMany.isPending;
  const input = useRef<HTMLInputElement>(null);

  const invalidRows = preview?.rows.filter((r) => r.errors.length > 0) ?? [];
  const shownRows = useMemo(
    () =>
      preview ? (onlyErrors ? preview.rows.filter((r) => r.errors.length) : preview.rows) : [],
    [preview, onlyErrors],
  );
  const pageRows = shownRows.slice(paging.offset, paging.offset + paging.limit);

  const downloadTemplate = async () => {
    try {
      downloadFile(
        await getApiFile(
          `${urlOf(ordersApi.importTemplate)}?lang=${encodeURIComponent(language)}`,
          'wolvo-import.xlsx',
        ),
      );
    } catch (failure) {
      toastApiError(failure);
    }
  };

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileError(null);
    setImported(null);
    setPreview(null);
    setUpload({ name: file.name, share: 0 });
    try {
      // The file's bytes as the body, typed as such whatever its extension: the API reads the bytes
      // and names what is wrong with them (a Blob of the file shares its data, nothing is copied).
      const body = new Blob([file], { type: 'application/octet-stream' });
      const answer = await callApi(
        ordersApi.importParse,
        { body },
        { onUploadProgress: (share) => setUpload({ name: file.name, share }) },
      );
      setPreview(answer);
      setOnlyErrors(answer.invalid > 0);
      setPaging((p) => ({ ...p, offset: 0 }));
    } catch (failure) {
      const key = errorTextOf(failure);
      if (key) setFileError(key);
    } finally {
      setUpload(null);
    }
  };

  const removeBad = () => {
    if (!preview) return;
    const rows = preview.rows.filter((r) => r.errors.length === 0);
    setPreview({ ...preview, rows, total: rows.length, invalid: 0, valid: rows.length });
    setOnlyErrors(false);
    setPaging((p) => ({ ...p, offset: 0 }));
  };

  const confirm = async () => {
    if (!preview || invalidRows.length) return;
    try {
      const answer = await addMany.mutateAsync({
        body: { orders: preview.rows.map((r) => r.order!) },
      });
      setImported(answer.orders);
      setPreview(null);
      showToast(t('import-orders.imported', { count: answer.count }), 'success');
    } catch (failure) {
      toastApiError(failure);
    }
  };

  const print = async () => {
    if (!imported) return;
    setPrinting(true);
    try {
      const query: VoucherQuery = {
        ids: imported.map((o) => o.id).join(','),
        layout: 'a4',
        lang: language,
      };
      const how = openFile(
        await getApiFile(
          `${urlOf(pickupsApi.voucher)}?${new URLSearchParams(query)}`,
          'wolvo-slips.pdf',
        ),
      );
      showToast(t(`import-orders.print-${how}`), 'success');
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setPrinting(false);
    }
  };

  const reading = upload !== null && upload.share >= 1;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="import" section="orders" />

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
          {t('import-orders.step-template')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('import-orders.template-help')}
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadTemplate}>
          {t('import-orders.download')}
        </Button>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
          {t('import-orders.step-upload')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('import-orders.upload-help')}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={send}
          data-testid="import-file"
          aria-label={t('import-orders.choose')}
        />
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={upload !== null || busy}
          onClick={() => input.current?.click()}
        >
          {t('import-orders.choose')}
        </Button>
        {upload && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {reading
                ? t('import-orders.reading')
                : t('import-orders.uploading', { name: upload.name })}
            </Typography>
            <LinearProgress
              variant={reading ? 'indeterminate' : 'determinate'}
              value={Math.round(upload.share * 100)}
              aria-label={t('import-orders.uploading', { name: upload.name })}
            />
          </Box>
        )}
        {fileError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t(fileError, { ns: 'common' })}
          </Alert>
        )}
      </Paper>

      {imported && (
        <Alert
          severity="success"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" disabled={busy} onClick={print}>
                {t('import-orders.print')}
              </Button>
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to={`/${language}/${CLIENT_AREA}/orders/order-of-the-day`}
              >
                {t('import-orders.to-orders')}
              </Button>
            </Stack>
          }
        >
          {t('import-orders.imported', { count: imported.length })}
        </Alert>
      )}

      {preview && (
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
            {t('import-orders.step-preview')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="import-summary">
            {t('import-orders.summary', {
              total: preview.total,
              valid: preview.valid,
              invalid: invalidRows.length,
            })}
          </Typography>
          {invalidRows.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('import-orders.fix-help')}
            </Alert>
          )}
          <Stack
            direction="row"
            spacing={2}
            sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <FormControlLabel
              control={
                <Switch
                  checked={onlyErrors}
                  onChange={(event) => {
                    setOnlyErrors(event.target.checked);
                    setPaging((p) => ({ ...p, offset: 0 }));
                  }}
                />
              }
              label={t('import-orders.only-errors')}
            />
            <Box sx={{ flex: 1 }} />
            {invalidRows.length > 0 && (
              <Button variant="outlined" onClick={removeBad} disabled={busy}>
                {t('import-orders.remove-bad', { count: invalidRows.length })}
              </Button>
            )}
            <Button
              variant="contained"
              onClick={confirm}
              disabled={busy || invalidRows.length > 0 || preview.rows.length === 0}
            >
              {t('import-orders.confirm', { count: preview.rows.length })}
            </Button>
          </Stack>
          <ImportPreviewTable rows={pageRows} />
          <ListPagination total={shownRows.length} paging={paging} setPaging={setPaging} />
        </Paper>
      )}
    </Stack>
  );
}

/** Import from Excel (client area, `orders/import`): team members need ADD on the orders page. */
export default function ImportPage() {
  return (
    <PageActionGate page="import" action="ADD">
      <ImportOrders />
    </PageActionGate>
  );
}
