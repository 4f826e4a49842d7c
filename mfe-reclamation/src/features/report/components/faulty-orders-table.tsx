import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from 'react-i18next';
import type { FaultyOrderRow } from '@wolvo/shared/contracts';
import { placeNamesIn } from '@wolvo/shared/geo';
import { useLanguage } from '@wolvo/shared/i18n';
import { formatDinars, formatDisplayDate } from '@wolvo/shared/ui/format';
import { StatusChip } from '@wolvo/shared/ui/components/status-chip';
import {
  EMPTY_ICON_SX,
  EmptyTableRow,
  RowOpenLink,
  SelectAllCell,
  SelectRowCell,
  SkeletonRows,
} from '@wolvo/shared/ui/paged-list';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../../i18n/namespace';

/** With the selection column, the spec's grid of 11 columns for faulty orders. */
const COLUMNS = [
  'code',
  'created',
  'sender',
  'recipient',
  'place',
  'status',
  'position',
  'price',
  'problems',
  'actions',
] as const;
const CHIP_COLUMNS: ReadonlySet<string> = new Set(['status', 'problems']);

/** Props of `FaultyOrdersTable`. */
export interface FaultyOrdersTableProps {
  items: FaultyOrderRow[];
  loading: boolean;
  skeletonRows: number;
  selectedIds: ReadonlySet<number>;
  onToggle: (item: FaultyOrderRow) => void;
  onToggleAll: (checked: boolean) => void;
  onOpen: (item: FaultyOrderRow) => void;
  /** Report on the order (shown with the ADD permission only). */
  onReport?: (item: FaultyOrderRow) => void;
}

/** The faulty orders of one page: why each is faulty, where it is, and a report action. */
export function FaultyOrdersTable({
  items,
  loading,
  skeletonRows,
  selectedIds,
  onToggle,
  onToggleAll,
  onOpen,
  onReport,
}: FaultyOrdersTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const onPage = items.filter((item) => selectedIds.has(item.orderId)).length;
  const location = (value: string | null) => (value ? tc(`location.${value}`) : '');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('report.widgets.label')} sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <SelectAllCell
              rows={items.length}
              selected={onPage}
              loading={loading}
              onToggleAll={onToggleAll}
              label={t('report.select-all')}
            />
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'price' ? 'right' : undefined}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
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
              checkbox
              testId="faulty-row-skeleton"
            />
          )}
          {!loading && items.length === 0 && (
            <EmptyTableRow
              colSpan={COLUMNS.length + 1}
              icon={<InboxOutlinedIcon sx={EMPTY_ICON_SX} />}
              title={t('report.empty-orders')}
              text={t('report.empty-orders-text')}
            />
          )}
          {!loading &&
            items.map((item) => {
              const code = item.partnerCode || item.orderCode;
              const selected = selectedIds.has(item.orderId);
              const place = placeNamesIn(language, item.recipientDelegation, '');
              return (
                <TableRow
                  key={item.orderId}
                  hover
                  selected={selected}
                  onClick={() => onOpen(item)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="faulty-row"
                >
                  <SelectRowCell
                    checked={selected}
                    onToggle={() => onToggle(item)}
                    label={t('report.select-row', { code })}
                    inClickableRow
                  />
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <RowOpenLink
                      onOpen={() => onOpen(item)}
                      label={t('report.open-order', { code })}
                      inClickableRow
                    >
                      <UserText>{code}</UserText>
                    </RowOpenLink>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {item.orderId}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 90 }}>
                    {formatDisplayDate(item.orderCreatedAt, language)}
                  </TableCell>
                  <TableCell>
                    <UserText>{item.businessName}</UserText>
                  </TableCell>
                  <TableCell>
                    <UserText>{item.recipientName}</UserText>
                    <Typography variant="caption" color="text.secondary" component="div">
                      <UserText>{item.recipientPhone1}</UserText>
                      {item.recipientPhone2 && (
                        <>
                          {' · '}
                          <UserText>{item.recipientPhone2}</UserText>
                        </>
                      )}
                    </Typography>
                  </TableCell>
                  <TableCell>{place.governorate}</TableCell>
                  <TableCell>
                    <StatusChip status={item.orderStatus} />
                    <Typography variant="caption" color="text.secondary" component="div">
                      {formatDisplayDate(item.statusCreatedAt, language, true)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip
                      title={t('report.position-from-to', {
                        from: location(item.prevInBoundPosition) || tc('empty-value'),
                        to: location(item.collectedPosition),
                        next: location(item.nextInBoundPosition) || tc('empty-value'),
                      })}
                    >
                      <span>
                        {item.prevInBoundPosition && (
                          <Typography variant="caption" color="text.secondary">
                            {location(item.prevInBoundPosition)}
                            {' → '}
                          </Typography>
                        )}
                        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                          {location(item.collectedPosition)}
                        </Typography>
                        {item.nextInBoundPosition && (
                          <Typography variant="caption" color="text.secondary">
                            {' → '}
                            {location(item.nextInBoundPosition)}
                          </Typography>
                        )}
                      </span>
                    </Tooltip>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>{formatDinars(item.price, language)}</bdi>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {item.problems.map((problem) => (
                        <Chip
                          key={problem}
                          size="small"
                          variant="outlined"
                          label={t(`report.problem.${problem}`)}
                        />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell onClick={(event) => event.stopPropagation()}>
                    {onReport && (
                      <Tooltip title={t('report.add-for', { code })}>
                        <IconButton
                          size="small"
                          onClick={() => onReport(item)}
                          aria-label={t('report.add-for', { code })}
                        >
                          <NoteAddOutlinedIcon fontSize="small" />
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
