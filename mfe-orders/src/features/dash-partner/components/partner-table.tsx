import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardPartnerRow } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { StatusChip } from '@wolvo/shared/ui/components/status-chip';
import { numberFormatOf } from '@wolvo/shared/ui/format/intl-cache';
import { formatDinars } from '@wolvo/shared/ui/format/money';
import { EMPTY_ICON_SX, EmptyTableRow, SkeletonRows } from '@wolvo/shared/ui/paged-list';
import { NAMESPACE } from '../../../i18n/namespace';

const COLUMNS = ['name', 'handed-over', 'statuses', 'delivered', 'delivered-cod', 'owed'];
const CHIP_COLUMNS = new Set(['statuses']);

/** Props of `PartnerTable`. */
export interface PartnerTableProps {
  rows: DashboardPartnerRow[] | null;
  loading: boolean;
}

/** The partner dashboard's figures as a table: one row per partner, its statuses in its own wording. */
export function PartnerTable({ rows, loading }: PartnerTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const number = (n: number) => numberFormatOf(language).format(n);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('dashboards.partner.table')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('dashboards.partner.name')}
            </TableCell>
            <TableCell align="right">{t('dashboards.partner.handed-over')}</TableCell>
            <TableCell>{t('dashboards.partner.statuses')}</TableCell>
            <TableCell align="right">{t('dashboards.partner.delivered')}</TableCell>
            <TableCell align="right">{t('dashboards.partner.delivered-cod')}</TableCell>
            <TableCell align="right">{t('dashboards.partner.owed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && !rows ? (
            <SkeletonRows rows={3} columns={COLUMNS} chipColumns={CHIP_COLUMNS} />
          ) : !rows?.length ? (
            <EmptyTableRow
              colSpan={COLUMNS.length}
              icon={<LocalShippingIcon sx={EMPTY_ICON_SX} />}
              title={t('dashboards.partner.empty')}
              text={t('dashboards.partner.empty-text')}
            />
          ) : (
            rows.map((row) => (
              <TableRow
                key={row.deliveryCompanyId}
                data-testid={`partner-${row.deliveryCompanyId}`}
              >
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell align="right">{number(row.handedOver)}</TableCell>
                <TableCell>
                  {row.statuses.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('dashboards.partner.no-parcels')}
                    </Typography>
                  ) : (
                    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                      {row.statuses.map((s) => (
                        <Stack
                          component="li"
                          key={`${s.status}|${s.partnerStatus ?? ''}`}
                          direction="row"
                          spacing={1}
                          sx={{ alignItems: 'center' }}
                        >
                          <StatusChip status={s.status} />
                          <Typography variant="body2">
                            {t('dashboards.partner.status-line', {
                              wording: s.partnerStatus ?? t('dashboards.partner.no-wording'),
                              count: number(s.count),
                            })}
                          </Typography>
                        </Stack>
                      ))}
                    </Stack>
                  )}
                </TableCell>
                <TableCell align="right">{number(row.delivered)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDinars(row.deliveredCod, language)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDinars(row.owed, language)}
                  <Typography variant="body2" color="text.secondary">
                    {t('dashboards.partner.owed-orders', { count: row.owedOrders })}
                  </Typography>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
