import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'react-i18next';
import type { DeliveryCompany } from '@wolvo/shared/contracts';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { formatBasisPoints, formatDinars } from '@wolvo/shared/ui/format';
import { EMPTY_ICON_SX } from '@wolvo/shared/ui/paged-list';
import { ListTable } from '@wolvo/shared/ui/paged-list/list-table';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';

/** Props of `PartnersTable`. */
export interface PartnersTableProps {
  items: DeliveryCompany[];
  loading: boolean;
  skeletonRows: number;
  /** Edit, activate and deactivate offered (partner page EDIT). */
  canEdit: boolean;
  onEdit: (partner: DeliveryCompany) => void;
  onToggleActive: (partner: DeliveryCompany) => void;
}

const COLUMNS = ['name', 'costs', 'rates', 'paymentDays', 'status', 'actions'] as const;

/** Delivery partners: who, what they charge, when they pay, whether they are active, and what to do. */
export function PartnersTable({
  items,
  loading,
  skeletonRows,
  canEdit,
  onEdit,
  onToggleActive,
}: PartnersTableProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const columns = canEdit ? COLUMNS : COLUMNS.filter((c) => c !== 'actions');
  const money = (millimes: number) => formatDinars(millimes, i18n.language);
  const percent = (bp: number) => formatBasisPoints(bp, i18n.language);
  return (
    <ListTable
      label={t('pages.partners.title')}
      columns={columns}
      heading={(c) => t(`partners.column.${c}`)}
      items={items}
      loading={loading}
      skeletonRows={skeletonRows}
      empty={{
        icon: <LocalShippingOutlinedIcon sx={EMPTY_ICON_SX} />,
        title: t('partners.empty.title'),
        text: t('partners.empty.text'),
      }}
      row={(partner) => (
        <TableRow key={partner.id} hover data-testid="partner-row">
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <UserText>{partner.name}</UserText>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <UserText empty="—">{partner.partnerLogin}</UserText>
              {partner.pickupAddress && (
                <>
                  {' · '}
                  <UserText>{partner.pickupAddress}</UserText>
                </>
              )}
            </Typography>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <Typography variant="body2">
              {t('partners.cost.delivery', { amount: money(partner.deliveryCost) })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('partners.cost.return-exchange', {
                back: money(partner.returnCost),
                exchange: money(partner.exchangeCost),
              })}
            </Typography>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <Typography variant="body2">
              {t('partners.rate.insurance', { rate: percent(partner.insuranceBp) })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('partners.rate.refund', { rate: percent(partner.refundBp) })}
            </Typography>
          </TableCell>
          <TableCell>
            {partner.paymentDays.length
              ? partner.paymentDays
                  .map((d) => t(`clients.weekday.${d}`))
                  .join(t('partners.separator'))
              : '—'}
          </TableCell>
          <TableCell>
            <ColourChip
              colour={partner.active ? 'green' : 'red'}
              label={t(`partners.status.${partner.active ? 'active' : 'inactive'}`)}
            />
          </TableCell>
          {canEdit && (
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('partners.edit', { name: partner.name })}>
                <IconButton
                  size="small"
                  onClick={() => onEdit(partner)}
                  aria-label={t('partners.edit', { name: partner.name })}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              {partner.active ? (
                <Tooltip title={t('partners.deactivate', { name: partner.name })}>
                  <IconButton
                    size="small"
                    color="error"
                    onClick={() => onToggleActive(partner)}
                    aria-label={t('partners.deactivate', { name: partner.name })}
                  >
                    <BlockIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : (
                <Tooltip title={t('partners.activate', { name: partner.name })}>
                  <IconButton
                    size="small"
                    color="success"
                    onClick={() => onToggleActive(partner)}
                    aria-label={t('partners.activate', { name: partner.name })}
                  >
                    <CheckCircleOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </TableCell>
          )}
        </TableRow>
      )}
    />
  );
}
