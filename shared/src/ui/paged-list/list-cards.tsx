import type { Key, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyListBlock, type EmptyListProps } from './empty-list-block';

/** Which of a row's values make its card: each page declares them, the card lays them out. */
export interface ListCardFields<T> {
  key: (item: T) => Key;
  /** The row's name (an order's code): bold, first line. */
  title: (item: T) => ReactNode;
  /** Under the title (the recipient). */
  subtitle?: (item: T) => ReactNode;
  /** A smaller line (the governorate, a date). */
  detail?: (item: T) => ReactNode;
  /** The money figure, at the end of the title line. */
  amount?: (item: T) => ReactNode;
  /** The status chip, at the end of the subtitle line. */
  status?: (item: T) => ReactNode;
  /** The row's own buttons, at the bottom of the card. */
  actions?: (item: T) => ReactNode;
}

/** The selection of a card list, as the table's checkboxes have it. */
export interface ListCardsSelection<T> {
  isSelected: (item: T) => boolean;
  onToggle: (item: T) => void;
  /** The accessible name of a card's checkbox ("Sélectionner WLV123"). */
  label: (item: T) => string;
  /** Selects or clears the whole page; absent when the list has no select-all. */
  onToggleAll?: (checked: boolean) => void;
  selectAllLabel?: string;
}

/** Props of `ListCards`. */
export interface ListCardsProps<T> {
  items: T[];
  fields: ListCardFields<T>;
  /** Placeholder cards (the page size) while the page loads. */
  loading?: boolean;
  skeletonCards?: number;
  selection?: ListCardsSelection<T>;
  /** A tap on the card (outside its checkbox and actions) opens the row. */
  onOpen?: (item: T) => void;
  /** The accessible name of the list (the page's title). */
  label: string;
  /** Shown instead of the cards when the page is empty. */
  empty?: EmptyListProps;
  /** `data-testid` of each card. */
  testId?: string;
  /** The row a link pointed at (a notification's `?id=`): outlined, scrolled into view, `aria-current`. */
  marked?: (item: T) => boolean;
}

/** Brings the card a link pointed at into view once it is drawn. */
function scrollIntoView(element: HTMLElement | null) {
  element?.scrollIntoView?.({ block: 'nearest' });
}

/**
 * A paged list's rows as cards, for screens below 600 px where a wide table would scroll sideways.
 * The page keeps its table for wider screens and declares which of its columns make the card.
 * @example {phone ? <ListCards items={items} fields={{ key: (o) => o.id, title: (o) => o.code }} label={title} /> : <Table ... />}
 */
export function ListCards<T>({
  items,
  fields,
  loading,
  skeletonCards = 5,
  selection,
  onOpen,
  label,
  empty,
  testId,
  marked,
}: ListCardsProps<T>) {
  const { t } = useTranslation();
  const selectedOnPage = selection ? items.filter((item) => selection.isSelected(item)).length : 0;
  return (
    <Box>
      {selection?.onToggleAll && items.length > 0 && !loading && (
        <FormControlLabel
          sx={{ mb: 0.5, marginInlineStart: 0 }}
          control={
            <Checkbox
              size="small"
              checked={selectedOnPage === items.length}
              indeterminate={selectedOnPage > 0 && selectedOnPage < items.length}
              onChange={(event) => selection.onToggleAll?.(event.target.checked)}
            />
          }
          label={selection.selectAllLabel ?? t('list.select-all')}
        />
      )}
      <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {loading &&
          Array.from({ length: skeletonCards }, (_, i) => (
            <Box component="li" key={`skeleton-${i}`}>
              <Skeleton variant="rounded" height={92} />
            </Box>
          ))}
        {!loading &&
          items.map((item) => {
            const selected = selection?.isSelected(item) ?? false;
            const pointedAt = marked?.(item) ?? false;
            const body = (
              <Box sx={{ p: 1.5, minWidth: 0, flex: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                  <Typography
                    component="span"
                    sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {fields.title(item)}
                  </Typography>
                  {fields.amount && (
                    <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {fields.amount(item)}
                    </Typography>
                  )}
                </Stack>
                {(fields.subtitle || fields.status) && (
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}
                  >
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {fields.subtitle?.(item)}
                    </Typography>
                    {fields.status && <Box sx={{ flexShrink: 0 }}>{fields.status(item)}</Box>}
                  </Stack>
                )}
                {fields.detail && (
                  <Typography
                    component="div"
                    variant="caption"
                    color="text.secondary"
                    sx={{ mt: 0.25 }}
                  >
                    {fields.detail(item)}
                  </Typography>
                )}
              </Box>
            );
            return (
              <Box component="li" key={fields.key(item)}>
                <Card
                  variant="outlined"
                  data-testid={testId}
                  aria-selected={selection ? selected : undefined}
                  aria-current={pointedAt ? 'true' : undefined}
                  ref={pointedAt ? scrollIntoView : undefined}
                  sx={{
                    display: 'flex',
                    alignItems: 'flex-start',
                    bgcolor: selected ? 'action.selected' : undefined,
                    ...(pointedAt && { borderColor: 'primary.main', borderWidth: 2 }),
                  }}
                >
                  {selection && (
                    <Checkbox
                      size="small"
                      checked={selected}
                      onChange={() => selection.onToggle(item)}
                      slotProps={{ input: { 'aria-label': selection.label(item) } }}
                      sx={{ mt: 0.5 }}
                    />
                  )}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {onOpen ? (
                      // The card opens the row; its title's own link stays the keyboard's way in.
                      <CardActionArea component="div" onClick={() => onOpen(item)}>
                        {body}
                      </CardActionArea>
                    ) : (
                      body
                    )}
                    {fields.actions && (
                      <Box sx={{ px: 1, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                        {fields.actions(item)}
                      </Box>
                    )}
                  </Box>
                </Card>
              </Box>
            );
          })}
        {!loading && items.length === 0 && empty && (
          <Box component="li">
            <EmptyListBlock {...empty} />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
