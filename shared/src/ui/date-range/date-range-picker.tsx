import DateRangeIcon from '@mui/icons-material/DateRange';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_PICKER_ERRORS,
  DATE_SHORTCUTS,
  applyShortcut,
  boundsOf,
  defaultSelection,
  formatTyped,
  parseTyped,
  previousRange,
  validateRanges,
  type DatePickerError,
  type DateRange,
  type DateRangeSelection,
  type DateShortcut,
  type DateShortcutKey,
} from './date-range-rules';

/** Props of `DateRangePicker`. */
export interface DateRangePickerProps {
  /**
   * The applied selection (see `useDateRangeSelection`); null when none is chosen and the caller's own
   * default applies (the button then reads `emptyLabel` and the popover starts from the default range).
   */
  value: DateRangeSelection | null;
  /** Button text while `value` is null (the caller translates it: "today and not yet collected"...). */
  emptyLabel?: string;
  /** Called with a valid selection when the user applies it. */
  onChange: (value: DateRangeSelection) => void;
  /** Lower bound of every date; the signed-in account's creation date. */
  accountCreatedAt?: Date | string | null;
  /** Upper bound (today by default); tests pin it. */
  today?: Date;
  disabled?: boolean;
  /** Offer the comparison period (on by default). */
  withComparison?: boolean;
}

interface Draft {
  from: string;
  to: string;
  prevFrom: string;
  prevTo: string;
  compare: boolean;
  shortcut: DateShortcut;
  /** The comparison period follows the current one until the user types in it. */
  previousTouched: boolean;
}

function draftOf(value: DateRangeSelection): Draft {
  return {
    from: formatTyped(value.current.from),
    to: formatTyped(value.current.to),
    prevFrom: formatTyped(value.previous.from),
    prevTo: formatTyped(value.previous.to),
    compare: value.compare,
    shortcut: value.shortcut,
    previousTouched: false,
  };
}

function rangeOf(from: string, to: string): DateRange | null {
  const f = parseTyped(from);
  const t = parseTyped(to);
  return f && t ? { from: f, to: t } : null;
}

function withFollowingPrevious(draft: Draft): Draft {
  if (draft.previousTouched) return draft;
  const current = rangeOf(draft.from, draft.to);
  if (!current || current.from > current.to) return draft;
  const previous = previousRange(current);
  return { ...draft, prevFrom: formatTyped(previous.from), prevTo: formatTyped(previous.to) };
}

/**
 * Date-range picker with a comparison period: shortcuts, typed dd.MM.yy dates, a compare switch and
 * the equal-length rule. Dates stay between the account creation date and today.
 */
export function DateRangePicker({
  value,
  emptyLabel,
  onChange,
  accountCreatedAt,
  today,
  disabled = false,
  withComparison = true,
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initial = () => value ?? defaultSelection(accountCreatedAt, today ?? new Date());
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial()));
  const [error, setError] = useState<DatePickerError | null>(null);
  const todayKey = today?.getTime();
  const createdKey =
    accountCreatedAt instanceof Date ? accountCreatedAt.getTime() : accountCreatedAt;
  const bounds = useMemo(
    () => boundsOf(accountCreatedAt, today ?? new Date()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the dates' values
    [createdKey, todayKey],
  );

  const open = (target: HTMLElement) => {
    setDraft(draftOf(initial()));
    setError(null);
    setAnchor(target);
  };
  const close = () => setAnchor(null);

  const update = (patch: Partial<Draft>) => {
    setError(null);
    setDraft((d) => withFollowingPrevious({ ...d, ...patch }));
  };

  const pickShortcut = (shortcut: DateShortcutKey) => {
    const range = applyShortcut(shortcut, bounds);
    if (!range) {
      setError(DATE_PICKER_ERRORS.shortcutFailed);
      return;
    }
    const previous = previousRange(range);
    setError(null);
    setDraft((d) => ({
      ...d,
      from: formatTyped(range.from),
      to: formatTyped(range.to),
      prevFrom: formatTyped(previous.from),
      prevTo: formatTyped(previous.to),
      shortcut,
      previousTouched: false,
    }));
  };

  const toggleCompare = (compare: boolean) => {
    // Switching comparison off reverts the comparison period to its default.
    setError(null);
    setDraft((d) =>
      withFollowingPrevious({
        ...d,
        compare,
        previousTouched: compare ? d.previousTouched : false,
      }),
    );
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const current = rangeOf(draft.from, draft.to);
    const compare = withComparison && draft.compare;
    const previous = compare
      ? rangeOf(draft.prevFrom, draft.prevTo)
      : current && previousRange(current);
    if (!current || !previous) {
      setError(DATE_PICKER_ERRORS.invalidDate);
      return;
    }
    const next: DateRangeSelection = { current, previous, compare, shortcut: draft.shortcut };
    const problem = validateRanges(next, bounds);
    if (problem) {
      setError(problem);
      return;
    }
    if (draft.shortcut !== 'none') {
      // A shortcut stays active only while its dates are unchanged.
      const expected = applyShortcut(draft.shortcut, bounds);
      if (
        !expected ||
        formatTyped(expected.from) !== draft.from ||
        formatTyped(expected.to) !== draft.to
      ) {
        next.shortcut = 'none';
      }
    }
    onChange(next);
    close();
  };

  const shown = initial();
  const label =
    value === null && emptyLabel
      ? emptyLabel
      : `${formatTyped(shown.current.from)} – ${formatTyped(shown.current.to)}`;
  const compareLabel = value?.compare
    ? ` ${t('date-picker.vs')} ${formatTyped(value.previous.from)} – ${formatTyped(value.previous.to)}`
    : '';
  const popoverId = `${id}-date-range`;
  const errorText =
    error &&
    t(error, {
      min: bounds.min ? formatTyped(bounds.min) : '…',
      max: formatTyped(bounds.max),
    });

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<DateRangeIcon />}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popoverId : undefined}
        title={t('date-picker.open')}
        onClick={(e) => open(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
        {compareLabel}
      </Button>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('date-picker.open') } }}
      >
        <Box
          component="form"
          noValidate
          onSubmit={apply}
          sx={{ display: 'flex', flexWrap: 'wrap' }}
        >
          <List
            dense
            sx={{ minWidth: 180, borderInlineEnd: 1, borderColor: 'divider' }}
            subheader={<ListSubheader disableSticky>{t('date-picker.shortcuts')}</ListSubheader>}
          >
            {DATE_SHORTCUTS.map((key) => (
              <ListItemButton
                key={key}
                selected={draft.shortcut === key}
                onClick={() => pickShortcut(key)}
              >
                <ListItemText primary={t(`date-picker.${key}`)} />
              </ListItemButton>
            ))}
          </List>
          <Stack spacing={2} sx={{ p: 2, minWidth: 280 }}>
            <Typography variant="subtitle2">{t('date-picker.current-period')}</Typography>
            <Stack direction="row" spacing={1}>
              <TextField
                size="small"
                label={t('date-picker.from')}
                placeholder={t('date-picker.placeholder')}
                value={draft.from}
                onChange={(e) => update({ from: e.target.value, shortcut: 'none' })}
                slotProps={{
                  htmlInput: {
                    'aria-label': `${t('date-picker.current-period')} ${t('date-picker.from')}`,
                  },
                }}
              />
              <TextField
                size="small"
                label={t('date-picker.to')}
                placeholder={t('date-picker.placeholder')}
                value={draft.to}
                onChange={(e) => update({ to: e.target.value, shortcut: 'none' })}
                slotProps={{
                  htmlInput: {
                    'aria-label': `${t('date-picker.current-period')} ${t('date-picker.to')}`,
                  },
                }}
              />
            </Stack>
            {withComparison && (
              <>
                <FormControlLabel
                  control={
                    <Switch
                      checked={draft.compare}
                      onChange={(e) => toggleCompare(e.target.checked)}
                    />
                  }
                  label={t('date-picker.compare')}
                />
                <Typography
                  variant="subtitle2"
                  color={draft.compare ? 'textPrimary' : 'textDisabled'}
                >
                  {t('date-picker.previous-period')}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <TextField
                    size="small"
                    label={t('date-picker.from')}
                    placeholder={t('date-picker.placeholder')}
                    disabled={!draft.compare}
                    value={draft.prevFrom}
                    onChange={(e) => update({ prevFrom: e.target.value, previousTouched: true })}
                    slotProps={{
                      htmlInput: {
                        'aria-label': `${t('date-picker.previous-period')} ${t('date-picker.from')}`,
                      },
                    }}
                  />
                  <TextField
                    size="small"
                    label={t('date-picker.to')}
                    placeholder={t('date-picker.placeholder')}
                    disabled={!draft.compare}
                    value={draft.prevTo}
                    onChange={(e) => update({ prevTo: e.target.value, previousTouched: true })}
                    slotProps={{
                      htmlInput: {
                        'aria-label': `${t('date-picker.previous-period')} ${t('date-picker.to')}`,
                      },
                    }}
                  />
                </Stack>
              </>
            )}
            {errorText && (
              <Typography role="alert" variant="body2" color="error">
                {errorText}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={close}>{t('cancel')}</Button>
              <Button type="submit" variant="contained">
                {t('date-picker.apply')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
