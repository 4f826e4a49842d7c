import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import type { OrderListItem } from '@wolvo/shared/contracts';
import { useLanguage } from '@wolvo/shared/i18n';
import { placeNamesIn } from '@wolvo/shared/geo';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import { StatusChip, TryChip } from '@wolvo/shared/ui/components/status-chip';
import { NAMESPACE } from '../../../i18n/namespace';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';
import {
  EMPTY_ICON_SX,
  EmptyTableRow,
  ListCards,
  RowOpenLink,
  SelectAllCell,
  SelectRowCell,
  SkeletonRows,
} from '@wolvo/shared/ui/paged-list';
import { RefusalRiskChip } from '../../../components/refusal-risk-chip';

/** The orders table's columns: with the selection column, the spec's grid of 11. */
const COLUMNS = [
  'code',
  'created',
  'company',
  'recipient',
  'place',
  'merchandise',
  'price',
  'service',
  'status',
  'risk',
] as const;

/** Columns whose header may wrap. */
/** Columns holding a chip: their loading placeholder is chip-shaped. */
const CHIP_COLUMNS: ReadonlySet<string> = new Set(['status', 'risk']);
const WRAPPING_HEADERS: ReadonlySet<(typeof COLUMNS)[number]> = new Set(['place', 'risk']);

/** Props of `OrdersTable`. */
export interface OrdersTableProps {
  items: OrderListItem[];
  loading: boolean;
  /** Rows of skeleton while loading. */
  skeletonRows: number;
  selectedIds: ReadonlySet<number>;
  onToggle: (item: OrderListItem) => void;
  onToggleAll: (checked: boolean) => void;
  onOpen: (item: OrderListItem) => void;
  /** Whether a row shows the edit button (not collected, EDIT granted). */
  canEdit?: (item: OrderListItem) => boolean;
  onEdit?: (item: OrderListItem) => void;
}

/** The orders of one page: status chips, refusal risk, selection; a click on a row opens the order. */
export function OrdersTable({
  items,
  loading,
  skeletonRows,
  selectedIds,
  onToggle,
  onToggleAll,
  onOpen,
  canEdit,
  onEdit,
}: OrdersTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const phone = useIsPhone();
  const selectedOnPage = items.filter((item) => selectedIds.has(item.id)).length;
  const showSkeleton = loading;
  // The slip's code names a row; a partner's code is shown beside it, labelled.
  const codeOf = (item: OrderListItem) => item.code;

  if (phone) {
    return (
      <ListCards
        items={items}
        loading={loading}
        skeletonCards={skeletonRows}
        label={t('pages.order-of-the-day.title')}
        testId="order-card"
        onOpen={onOpen}
        selection={{
          isSelected: (item) => selectedIds.has(item.id),
          onToggle,
          onToggleAll,
          label: (item) => t('order-list.select-row', { code: codeOf(item) }),
          selectAllLabel: t('order-list.select-all'),
        }}
        fields={{
          key: (item) => item.id,
          title: codeOf,
          subtitle: (item) => <UserText>{item.recipient.fullname}</UserText>,
          detail: (item) =>
            placeNamesIn(language, item.recipient.delegation, item.recipient.city).governorate,
          amount: (item) => <bdi>{formatDinars(item.price, language)}</bdi>,
          status: (item) => <StatusChip status={item.status} />,
          actions:
            onEdit && canEdit
              ? (item) =>
                  canEdit(item) && (
                    <Button
                      size="small"
                      startIcon={<EditOutlinedIcon />}
                      onClick={() => onEdit(item)}
                      aria-label={t('edit-order.edit-row', { code: codeOf(item) })}
                    >
                      {t('edit-order.edit')}
                    </Button>
                  )
              : undefined,
        }}
        empty={{
          icon: <InboxOutlinedIcon sx={EMPTY_ICON_SX} />,
          title: t('order-list.empty.title'),
          text: t('order-list.empty.text'),
        }}
      />
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={t('pages.order-of-the-day.title')}
        // Eleven columns fit a 1440 px screen beside the sidebar with tighter horizontal padding.
        sx={{ '& th, & td': { px: 1 } }}
      >
        <TableHead>
          <TableRow>
            <SelectAllCell
              rows={items.length}
              selected={selectedOnPage}
              loading={loading}
              onToggleAll={onToggleAll}
              label={t('order-list.select-all')}
            />
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'price' ? 'right' : undefined}
                // The two long headers may take two lines, so that their columns are only as wide as
                // their cells (a compact risk chip, a governorate): all fit 1440 px beside the sidebar.
                sx={{
                  fontWeight: 600,
                  whiteSpace: WRAPPING_HEADERS.has(column) ? 'normal' : 'nowrap',
                }}
              >
                {t(`order-list.column.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {showSkeleton && (
            <SkeletonRows
              rows={skeletonRows}
              columns={COLUMNS}
              chipColumns={CHIP_COLUMNS}
              checkbox
              testId="order-row-skeleton"
            />
          )}
          {!showSkeleton &&
            items.map((item) => {
              const code = codeOf(item);
              const selected = selectedIds.has(item.id);
              const place = placeNamesIn(language, item.recipient.delegation, item.recipient.city);
              return (
                <TableRow
                  key={item.id}
                  hover
                  selected={selected}
                  onClick={() => onOpen(item)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="order-row"
                >
                  <SelectRowCell
                    checked={selected}
                    onToggle={() => onToggle(item)}
                    label={t('order-list.select-row', { code })}
                    inClickableRow
                  />
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <RowOpenLink
                      onOpen={() => onOpen(item)}
                      label={t('order-list.open-row', { code })}
                      inClickableRow
                    >
                      {code}
                    </RowOpenLink>
                    {onEdit && canEdit?.(item) && (
                      <IconButton
                        size="small"
                        onClick={(event) => {
                          event.stopPropagation();
                          onEdit(item);
                        }}
                        aria-label={t('edit-order.edit-row', { code })}
                        sx={{ p: 0.25, marginInlineStart: 0.5, verticalAlign: 'text-bottom' }}
                      >
                        <EditOutlinedIcon sx={{ fontSize: 16 }} />
                      </IconButton>
                    )}
                    {item.partnerCode && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('order-list.partner-code')} <UserText>{item.partnerCode}</UserText>
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {item.id}
                      {item.reference && (
                        <>
                          {' · '}
                          <UserText>{item.reference}</UserText>
                        </>
                      )}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 90 }}>
                    {formatDisplayDate(item.createdAt, language)}
                  </TableCell>
                  <TableCell>
                    <UserText>{item.business.name}</UserText>
                  </TableCell>
                  <TableCell>
                    <UserText>{item.recipient.fullname}</UserText>
                    <Typography variant="caption" color="text.secondary" component="div">
                      <UserText>{item.recipient.phone1}</UserText>
                      {item.recipient.phone2 && (
                        <>
                          {' · '}
                          <UserText>{item.recipient.phone2}</UserText>
                        </>
                      )}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {place.governorate}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {place.delegation}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 110 }}>
                    <UserText empty={tc('empty-value')}>{item.merchandise}</UserText>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>{formatDinars(item.price, language)}</bdi>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {tc(`service.${item.service}`, { defaultValue: item.service })}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={item.status} />
                    <TryChip status={item.status} sx={{ marginInlineStart: 0.5 }} />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 104 }}>
                    <RefusalRiskChip risk={item.risk} compact />
                  </TableCell>
                </TableRow>
              );
            })}
          {!showSkeleton && items.length === 0 && (
            <EmptyTableRow
              colSpan={COLUMNS.length + 1}
              icon={<InboxOutlinedIcon sx={EMPTY_ICON_SX} />}
              title={t('order-list.empty.title')}
              text={t('order-list.empty.text')}
            />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
