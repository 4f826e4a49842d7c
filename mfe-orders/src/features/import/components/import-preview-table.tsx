// The preview's rows as the server read them: the columns a merchant recognises, and each row's errors
// (row, column, reason, with the place names the server suggests) or its verdict (ready, a duplicate).
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportColumnKey, ImportPreview, ImportRowError } from '@wolvo/shared/contracts';
import { delegationArabicName, GOVERNORATE_ARABIC_NAMES } from '@wolvo/shared/geo';
import { useLanguage } from '@wolvo/shared/i18n';
import { formatDinars } from '@wolvo/shared/ui/format';
import { NAMESPACE } from '../../../i18n/namespace';

/** The place names an error suggests (French names from the server), in Arabic on the Arabic page. */
function suggestedNames(error: ImportRowError, language: string): string | undefined {
  const names = error.params?.suggestions;
  if (!names || language !== 'ar') return names || undefined;
  const governorate = error.params?.governorate;
  return names
    .split(', ')
    .map((name) =>
      governorate
        ? (delegationArabicName(governorate, name) ?? name)
        : (GOVERNORATE_ARABIC_NAMES[name] ?? name),
    )
    .join('، ');
}

/** The columns the preview table shows besides the row number and its errors. */
const SHOWN: ImportColumnKey[] = [
  'fullname',
  'phone1',
  'governorate',
  'delegation',
  'merchandise',
  'price',
];

/** One page of the preview's rows. */
export function ImportPreviewTable({ rows }: { rows: ImportPreview['rows'] }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const reason = (error: ImportRowError) => {
    const text = t(error.key, { ns: 'common', ...error.params });
    const suggestions = suggestedNames(error, language);
    // The names isolated, so Latin names keep their place in Arabic text.
    return suggestions
      ? `${text} ${t('import.suggestions', { ns: 'common', suggestions: `\u2068${suggestions}\u2069` })}`
      : text;
  };
  const columnLabel = (column: ImportColumnKey | null) =>
    column ? t(`import-orders.col.${column}`) : '';

  return (
    <TableContainer>
      <Table size="small" aria-label={t('import-orders.step-preview')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('import-orders.row')}</TableCell>
            {SHOWN.map((key) => (
              <TableCell key={key}>{columnLabel(key)}</TableCell>
            ))}
            <TableCell>{t('import-orders.errors')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.row} data-testid={`import-row-${r.row}`}>
              <TableCell>{r.row}</TableCell>
              {SHOWN.map((key) => (
                <TableCell
                  key={key}
                  sx={
                    r.errors.some((e) => e.column === key)
                      ? { color: 'error.main', fontWeight: 600 }
                      : undefined
                  }
                >
                  <bdi>
                    {/* A valid row's COD as the server read it, in the one money format. */}
                    {key === 'price' && r.order
                      ? formatDinars(r.order.price, language)
                      : (r.values[key] ?? '')}
                  </bdi>
                </TableCell>
              ))}
              <TableCell>
                {r.errors.length === 0 && r.duplicate ? (
                  // Created ORDER_DUPLICATED, for the merchant to confirm or delete.
                  <Typography
                    variant="body2"
                    data-testid={`import-duplicate-${r.row}`}
                    sx={{ color: 'warning.main', fontWeight: 600 }}
                  >
                    {t('import-orders.duplicate')}
                  </Typography>
                ) : r.errors.length === 0 ? (
                  <Typography variant="body2" sx={{ color: 'success.main' }}>
                    {t('import-orders.ok')}
                  </Typography>
                ) : (
                  <Box component="ul" sx={{ m: 0, ps: 2 }}>
                    {r.errors.map((e, i) => (
                      <li key={i}>
                        <Typography variant="body2" sx={{ color: 'error.main' }}>
                          {t('import-orders.error-at', {
                            row: e.row,
                            column: columnLabel(e.column),
                            reason: reason(e),
                          })}
                        </Typography>
                      </li>
                    ))}
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
