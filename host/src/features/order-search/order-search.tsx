import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_DEBOUNCE_MS,
  formatDinars,
  parseOrderSearch,
  type OrderSearchHit,
} from '@wolvo/shared/contracts';
import { StatusChip } from '@wolvo/shared/ui/components/status-chip';
import { eventBus } from '@wolvo/shared/events';
import { useDebouncedValue } from '@wolvo/shared/hooks';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { toastApiError } from '@wolvo/shared/http';
import { useApiQuery } from '@wolvo/shared/query';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'invalid' }
  | { kind: 'searching' }
  | { kind: 'done'; query: string; hits: OrderSearchHit[] };

const NO_HITS: OrderSearchHit[] = [];

/**
 * Header search by order id, slip code, partner code or recipient phone (300 ms debounce); a hit opens
 * the order modal through the bus, and Enter opens the only hit: of the text typed, even when Enter
 * comes before its answer (a scanner types the code and Enter at once).
 */
export function OrderSearch() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The text Enter was pressed on before its answer came.
  const [enterOn, setEnterOn] = useState<string | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The server reads the text with the same rule; only text none of the kinds can be is refused here.
  const valid = !!query && !!parseOrderSearch(query);
  const search = useApiQuery(ordersApi.search, { params: { id: query } }, { enabled: valid });
  useEffect(() => {
    if (search.error) toastApiError(search.error);
  }, [search.error]);
  // A failed search shows as no hit (its toast says why).
  const hits = search.isError ? NO_HITS : search.data;
  const state: SearchState = !query
    ? { kind: 'idle' }
    : !valid
      ? { kind: 'invalid' }
      : search.isFetching || !hits
        ? { kind: 'searching' }
        : { kind: 'done', query, hits };

  const pick = useCallback((hit: OrderSearchHit) => {
    eventBus.publish('order-modal.requested', { orderId: String(hit.id) });
    setOpen(false);
  }, []);
  const enter = () => {
    const current = text.trim();
    if (state.kind !== 'done' || state.query !== current) setEnterOn(current);
    else if (state.hits.length === 1) pick(state.hits[0]!);
  };
  const answered = state.kind === 'done' ? state.query : null;
  useEffect(() => {
    if (enterOn === null || !hits || answered !== enterOn) return;
    setEnterOn(null);
    if (hits.length === 1) pick(hits[0]!);
  }, [enterOn, answered, hits, pick]);
  const showResults = open && state.kind !== 'idle';
  const phone = useIsPhone();

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box ref={anchor} sx={{ width: { xs: 160, sm: 260, md: 320 } }}>
        <TextField
          size="small"
          fullWidth
          value={text}
          // 160 px on a phone hold one word: the full sentence stays the field's accessible name.
          placeholder={t(phone ? 'search.placeholder-short' : 'search.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            setEnterOn(null);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
            if (e.key === 'Enter') enter();
          }}
          slotProps={{
            htmlInput: { 'aria-label': t('search.label'), role: 'searchbox' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Popper
          open={showResults}
          anchorEl={anchor.current}
          placement="bottom-start"
          sx={{ zIndex: (theme) => theme.zIndex.modal }}
        >
          <Paper
            elevation={6}
            sx={{
              // Measured only while shown: reading it forces a layout of the whole page, and the shell
              // renders this box on every page.
              // Never narrower than a hit's code and partner code (the box is narrow on a phone).
              width: Math.max((showResults && anchor.current?.offsetWidth) || 320, 280),
              maxHeight: 360,
              overflowY: 'auto',
              mt: 0.5,
            }}
          >
            {state.kind === 'invalid' && (
              <Typography sx={{ p: 1.5 }} color="warning.main" role="alert">
                {t('client.id.invalid-type', { ns: ['common', 'shell'] })}
              </Typography>
            )}
            {state.kind === 'searching' && (
              <Typography sx={{ p: 1.5 }} color="text.secondary">
                {t('common:searching')}
              </Typography>
            )}
            {state.kind === 'done' && state.hits.length === 0 && (
              <Typography sx={{ p: 1.5 }} color="text.secondary">
                {t('common:no-result')}
              </Typography>
            )}
            {state.kind === 'done' && state.hits.length > 0 && (
              <List dense aria-label={t('search.results')}>
                {state.hits.map((hit) => (
                  <ListItemButton key={hit.id} onClick={() => pick(hit)}>
                    <ListItemText
                      primary={`#${hit.id} · ${hit.code}`}
                      secondary={
                        <>
                          {hit.partnerCode && (
                            <Box component="span" sx={{ display: 'block' }}>
                              {t('search.partner-code')} <UserText>{hit.partnerCode}</UserText>
                            </Box>
                          )}
                          {`${hit.businessName} · ${formatDinars(hit.price, i18n.language)}`}
                        </>
                      }
                    />
                    <StatusChip status={hit.status} size="small" />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
