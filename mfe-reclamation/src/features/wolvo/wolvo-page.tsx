import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import {
  hasPagePermission,
  RECLAMATION_TEXT_MAX,
  SEARCH_DEBOUNCE_MS,
  type AddReclamationRequest,
  type ReclamationState,
} from '@wolvo/shared/contracts';
import { AddReclamationRules } from '@wolvo/shared/contracts/reclamation';
import { reclamationApi } from '@wolvo/shared/contracts/reclamation/endpoints';
import { errorAt, rulesResolver, setServerErrors } from '@wolvo/shared/form';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { useIsPhone } from '@wolvo/shared/hooks/use-is-phone';
import { toastApiError } from '@wolvo/shared/http';
import { useApiMutation } from '@wolvo/shared/query';
import { useSearchParams } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import {
  EMPTY_ICON_SX,
  FilterSheet,
  ListCards,
  ListLoadError,
  ListSearchField,
} from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { ReclamationStateFilter } from '../../components/reclamation-state-filter';
import { ReclamationPanel } from '../../components/reclamation-panel';
import { ReclamationStateChip, truncated } from '../../components/reclamation-state-chip';
import { ReclamationsTable } from '../../components/reclamations-table';
import { useListPage } from '../../components/use-list-page';
import { NAMESPACE } from '../../i18n/namespace';

const COLUMNS = ['date', 'order', 'description', 'state', 'answer'] as const;

type About = 'order' | 'general';
interface Draft {
  about: About;
  orderCode: string;
  description: string;
}
const EMPTY_DRAFT: Draft = { about: 'order', orderCode: '', description: '' };

/** The body the form sends: the texts trimmed, the code only for a reclamation about a parcel. */
const toBody = (d: Draft): AddReclamationRequest => ({
  description: d.description.trim(),
  ...(d.about === 'order' ? { orderCode: d.orderCode.trim() } : {}),
});
const apiRules = rulesResolver(AddReclamationRules, toBody);
/** The API's rules, and the form's own: a reclamation about a parcel names its code. */
const resolver: Resolver<Draft, unknown, AddReclamationRequest> = async (values, ...rest) => {
  const result = await apiRules(values, ...rest);
  if (values.about !== 'order' || values.orderCode.trim()) return result;
  const orderCode = { type: 'required', message: 'reclamations.form.code-required' };
  return { values: {}, errors: { ...result.errors, orderCode } };
};

/**
 * Reclamation > Wolvo (client area, `reclamation/wolvo`): the client files a reclamation about one of
 * its parcels (by code) or a general one, and follows its reclamations with their state and Wolvo's
 * answer, newest first, narrowed by state and a search. A notification's link (`?id=`) marks the answered
 * reclamation. Below 600 px the list is cards (parcel, text, state, date) that open the reclamation whole
 * with Wolvo's answer, and the state filter folds into the filter sheet.
 */
export default function WolvoPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const canAdd =
    !!user && hasPagePermission(user.role, user.permissions, 'RECLAMATION_WOLVO', 'ADD');
  const [params] = useSearchParams();
  const [draft, setDraft] = usePageState<Draft>('wolvo.draft', EMPTY_DRAFT);
  const [paging, setPaging] = usePageState('wolvo.paging', { offset: 0, limit: 10 });
  const [marked, setMarked] = useState<number | null>(null);
  const [status, setStatus] = usePageState<ReclamationState | ''>('wolvo.status', '');
  const [search, setSearch] = usePageState('wolvo.search', '');
  const [openId, setOpenId] = usePageState<number | null>('wolvo.open', null);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useMemo(
    () => ({
      ...paging,
      status: status || undefined,
      search: debouncedSearch.trim() || undefined,
    }),
    [paging, status, debouncedSearch],
  );
  const { data, loading, error, reload } = useListPage(reclamationApi.list, { query });
  const filing = useApiMutation(reclamationApi.add, { invalidates: [reclamationApi.list] });
  // The draft is kept in the page's state, so it survives leaving the page.
  const { control, register, handleSubmit, setError, setValue, reset, watch, formState } = useForm<
    Draft,
    unknown,
    AddReclamationRequest
  >({ resolver, defaultValues: draft });
  useEffect(() => {
    const watching = watch((values) => setDraft({ ...EMPTY_DRAFT, ...values }));
    return () => watching.unsubscribe();
  }, [watch, setDraft]);
  const about = useWatch({ control, name: 'about' });
  // A field's error is an i18n key: the API's rules (common namespace) or the form's own.
  const errorOf = (field: string) => {
    const key = errorAt(formState.errors, field);
    return key ? t(key, { ns: [NAMESPACE, 'common'] }) : undefined;
  };
  const text = (name: keyof Draft) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
  const language = i18n.language;
  const items = data?.items ?? [];
  const phone = useIsPhone();
  const firstPage = () => setPaging((p) => ({ ...p, offset: 0 }));
  const empty = {
    icon: <InboxOutlinedIcon sx={EMPTY_ICON_SX} />,
    title: t('reclamations.mine-empty.title'),
    text: t('reclamations.mine-empty.text'),
  };

  const linked = Number(params.get('id'));
  useEffect(() => {
    if (Number.isInteger(linked) && linked > 0) setMarked(linked);
  }, [linked]);

  const submit = handleSubmit(async (body) => {
    if (!user) return;
    try {
      const filed = await filing.mutateAsync({ params: { reporterId: user.id }, body });
      showToast(t('reclamations.form.success'), 'success');
      reset(EMPTY_DRAFT);
      setMarked(filed.id);
      setPaging((p) => ({ ...p, offset: 0 }));
    } catch (failure) {
      if (!setServerErrors(failure, setError)) toastApiError(failure);
    }
  });

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="wolvo" section="reclamation" />
      {canAdd && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack
            component="form"
            spacing={2}
            noValidate
            aria-labelledby="new-reclamation-title"
            onSubmit={(e) => void submit(e)}
          >
            <Typography id="new-reclamation-title" variant="h6" component="h2">
              {t('reclamations.form.title')}
            </Typography>
            <FormControl>
              <FormLabel id="reclamation-about">{t('reclamations.form.about')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="reclamation-about"
                value={about}
                onChange={(e) => setValue('about', e.target.value as About)}
              >
                <FormControlLabel
                  value="order"
                  control={<Radio />}
                  label={t('reclamations.form.about-order')}
                />
                <FormControlLabel
                  value="general"
                  control={<Radio />}
                  label={t('reclamations.form.about-general')}
                />
              </RadioGroup>
            </FormControl>
            {about === 'order' && (
              <TextField
                size="small"
                required
                label={t('reclamations.form.order-code')}
                {...text('orderCode')}
                error={!!errorOf('orderCode') || !!errorOf('orderId')}
                helperText={
                  errorOf('orderCode') ??
                  errorOf('orderId') ??
                  t('reclamations.form.order-code-help')
                }
                sx={{ maxWidth: 320 }}
                slotProps={{ htmlInput: { maxLength: 40, dir: 'ltr' } }}
              />
            )}
            <TextField
              multiline
              minRows={3}
              required
              label={t('reclamations.form.description')}
              {...text('description')}
              error={!!errorOf('description')}
              helperText={errorOf('description') ?? ' '}
              slotProps={{ htmlInput: { maxLength: RECLAMATION_TEXT_MAX } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={filing.isPending}>
                {t('reclamations.form.submit')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
      <Typography variant="h6" component="h2">
        {t('reclamations.mine')}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ListSearchField
          label={t('reclamations.search-mine')}
          value={search}
          onChange={(text) => {
            setSearch(text);
            firstPage();
          }}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <FilterSheet activeCount={status ? 1 : 0}>
          <ReclamationStateFilter
            value={status}
            onChange={(state) => {
              setStatus(state);
              firstPage();
            }}
            fullWidth={phone}
          />
        </FilterSheet>
      </Stack>
      {error ? (
        <ListLoadError
          title={t('reclamations.failed')}
          error={error}
          retryLabel={t('reclamations.retry')}
          onRetry={reload}
        />
      ) : phone ? (
        <Box>
          <ListCards
            items={items}
            loading={loading && !data}
            skeletonCards={3}
            label={t('reclamations.mine')}
            testId="reclamation-card"
            onOpen={(r) => setOpenId(r.id)}
            marked={(r) => r.id === marked}
            fields={{
              key: (r) => r.id,
              title: (r) =>
                r.orderCode ? <UserText>{r.orderCode}</UserText> : t('reclamations.general'),
              subtitle: (r) => <UserText>{truncated(r.description)}</UserText>,
              detail: (r) => formatDisplayDate(r.createdAt, language),
              status: (r) => <ReclamationStateChip status={r.status} />,
              actions: (r) => (
                <Button
                  size="small"
                  startIcon={<VisibilityOutlinedIcon />}
                  onClick={() => setOpenId(r.id)}
                  aria-label={t('reclamations.open-label', { id: r.id })}
                >
                  {t(r.response ? 'reclamations.read-answer' : 'reclamations.open')}
                </Button>
              ),
            }}
            empty={empty}
          />
          <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
        </Box>
      ) : (
        <ReclamationsTable
          label={t('reclamations.mine')}
          columns={COLUMNS}
          page={data}
          loading={loading}
          skeletonRows={3}
          empty={empty}
          paging={paging}
          setPaging={setPaging}
        >
          {items.map((r) => (
            <TableRow
              key={r.id}
              selected={r.id === marked}
              data-testid="reclamation-row"
              sx={{ verticalAlign: 'top' }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDisplayDate(r.createdAt, language)}
              </TableCell>
              <TableCell>
                {r.orderCode ? <UserText>{r.orderCode}</UserText> : t('reclamations.general')}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', minWidth: 200 }}>
                <UserText>{r.description}</UserText>
              </TableCell>
              <TableCell>
                <ReclamationStateChip status={r.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', minWidth: 200 }}>
                {r.response ? (
                  <>
                    <bdi data-testid="reclamation-response">{r.response}</bdi>
                    <Typography variant="body2" color="text.secondary">
                      {formatDisplayDate(r.updatedAt, language, true)}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('reclamations.awaiting')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </ReclamationsTable>
      )}
      {user && (
        <ReclamationPanel
          reclamationId={openId}
          userId={user.id}
          canAnswer={false}
          onClose={() => setOpenId(null)}
        />
      )}
    </Stack>
  );
}
