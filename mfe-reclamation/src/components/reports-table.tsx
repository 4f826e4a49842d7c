import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import type { OrderReport } from '@wolvo/shared/contracts';
import { placeText } from '@wolvo/shared/geo';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';
import { useLanguage } from '@wolvo/shared/i18n';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import {
  EMPTY_ICON_SX,
  EmptyTableRow,
  ListCards,
  RowOpenLink,
  SelectAllCell,
  SelectRowCell,
  SkeletonRows,
} from '@wolvo/shared/ui/paged-list';
import { NAMESPACE } from '../i18n/namespace';
import { truncateText } from './truncate';

/** With the selection column, the spec's grid of 10 columns for reports. */
const COLUMNS = [
  'code',
  'date',
  'sender',
  'recipient',
  'decision-type',
  'report',
  'decision',
  'state',
  'actions',
] as const;
const STATE_COLOUR = { closed: 'green', waiting: 'orange', open: 'lightblue' } as const;
const CHIP_COLUMNS: ReadonlySet<string> = new Set(['decision-type', 'state']);

/** Props of `ReportsTable`. */
export interface ReportsTableProps {
  items: OrderReport[];
  loading: boolean;
  skeletonRows: number;
  /** Selection (the staff screen); without it the table has no checkboxes (the client's page). */
  selection?: {
    ids: ReadonlySet<number>;
    onToggle: (item: OrderReport) => void;
    onToggleAll: (checked: boolean) => void;
  };
  onOpenOrder: (item: OrderReport) => void;
  onDetails: (item: OrderReport) => void;
  /** Whether the row offers the decision panel, and its label. */
  decideLabel?: (item: OrderReport) => string | null;
  onDecide?: (item: OrderReport) => void;
  /** The decision button's visible text on a card (its accessible name is `decideLabel`). */
  decideText?: string;
}

/**
 * Reports of one page; report and decision texts cut at 40 characters (the details show them whole).
 * Below 600 px each report is a card: order code, recipient, governorate, COD, state and the row's
 * actions (a tap on the card opens the order).
 */
export function ReportsTable({
  items,
  loading,
  skeletonRows,
  selection,
  onOpenOrder,
  onDetails,
  decideLabel,
  onDecide,
  decideText,
}: ReportsTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const onPage = selection ? items.filter((item) => selection.ids.has(item.id)).length : 0;
  const columns = selection ? COLUMNS.length + 1 : COLUMNS.length;
  const stateOf = (item: OrderReport) =>
    item.closed
      ? 'closed'
      : item.decisionType === 'CLIENT_DECISION' && !item.decision
        ? 'waiting'
        : 'open';
  const phone = useIsPhone();

  if (phone) {
    return (
      <ListCards
        items={items}
        loading={loading}
        skeletonCards={Math.min(skeletonRows, 5)}
        label={t('report.show-reports')}
        testId="report-card"
        onOpen={onOpenOrder}
        selection={
          selection && {
            isSelected: (item) => selection.ids.has(item.id),
            onToggle: selection.onToggle,
            onToggleAll: selection.onToggleAll,
            label: (item) => t('report.select-row', { code: item.id }),
            selectAllLabel: t('report.select-all'),
          }
        }
        fields={{
          key: (item) => item.id,
          title: (item) => <UserText>{item.partnerCode || item.orderCode}</UserText>,
          subtitle: (item) => <UserText>{item.recipient}</UserText>,
          detail: (item) => (
            <>
              {placeText(language, item.delegation, item.city)}
              {' · '}
              {t('report.number', { id: item.id })}
            </>
          ),
          amount: (item) => <bdi>{formatDinars(item.price, language)}</bdi>,
          status: (item) => {
            const state = stateOf(item);
            return <ColourChip colour={STATE_COLOUR[state]} label={t(`report.state.${state}`)} />;
          },
          actions: (item) => {
            const decide = decideLabel?.(item) ?? null;
            return (
              <>
                <Button
                  size="small"
                  startIcon={<VisibilityOutlinedIcon />}
                  onClick={() => onDetails(item)}
                  aria-label={t('report.details', { id: item.id })}
                >
                  {t('report.card-details')}
                </Button>
                {decide && onDecide && (
                  <Button
                    size="small"
                    startIcon={<EditOutlinedIcon />}
                    onClick={() => onDecide(item)}
                    aria-label={decide}
                  >
                    {decideText ?? t('report.card-decide')}
                  </Button>
                )}
              </>
            );
          },
        }}
        empty={{
          icon: <InboxOutlinedIcon sx={EMPTY_ICON_SX} />,
          title: t('report.empty-reports'),
          text: t('report.empty-reports-text'),
        }}
      />
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('report.show-reports')} sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {selection && (
              <SelectAllCell
                rows={items.length}
                selected={onPage}
                loading={loading}
                onToggleAll={selection.onToggleAll}
                label={t('report.select-all')}
              />
            )}
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t(`report.column.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && (
            <SkeletonRows
              rows={skeletonRows}
              columns={COLUMNS}
              chipColumns={CHIP_COLUMNS}
              checkbox={Boolean(selection)}
              testId="report-row-skeleton"
            />
          )}
          {!loading && items.length === 0 && (
            <EmptyTableRow
              colSpan={columns}
              icon={<InboxOutlinedIcon sx={EMPTY_ICON_SX} />}
              title={t('report.empty-reports')}
              text={t('report.empty-reports-text')}
            />
          )}
          {!loading &&
            items.map((item) => {
              const code = item.partnerCode || item.orderCode;
              const selected = selection?.ids.has(item.id) ?? false;
              const decide = decideLabel?.(item) ?? null;
              const state = stateOf(item);
              return (
                <TableRow key={item.id} hover selected={selected} data-testid="report-row">
                  {selection && (
                    <SelectRowCell
                      checked={selected}
                      onToggle={() => selection.onToggle(item)}
                      label={t('report.select-row', { code: item.id })}
                    />
                  )}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <RowOpenLink
                      onOpen={() => onOpenOrder(item)}
                      label={t('report.open-order', { code })}
                    >
                      <UserText>{code}</UserText>
                    </RowOpenLink>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('report.number', { id: item.id })}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 90 }}>
                    {formatDisplayDate(item.createdAt, language)}
                  </TableCell>
                  <TableCell>
                    <UserText>{item.business}</UserText>
                  </TableCell>
                  <TableCell>
                    <UserText>{item.recipient}</UserText>
                    <Typography variant="caption" color="text.secondary" component="div">
                      <UserText>{item.phone1}</UserText>
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={tc(`decision-type.${item.decisionType}`)} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 180 }} title={item.report}>
                    <UserText>{truncateText(item.report)}</UserText>
                  </TableCell>
                  <TableCell sx={{ minWidth: 180 }} title={item.decision ?? undefined}>
                    <UserText empty={tc('empty-value')}>
                      {item.decision && truncateText(item.decision)}
                    </UserText>
                  </TableCell>
                  <TableCell>
                    <ColourChip colour={STATE_COLOUR[state]} label={t(`report.state.${state}`)} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('report.details', { id: item.id })}>
                      <IconButton
                        size="small"
                        onClick={() => onDetails(item)}
                        aria-label={t('report.details', { id: item.id })}
                      >
                        <VisibilityOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {decide && onDecide && (
                      <Tooltip title={decide}>
                        <IconButton size="small" onClick={() => onDecide(item)} aria-label={decide}>
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
