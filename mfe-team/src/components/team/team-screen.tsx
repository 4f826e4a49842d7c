import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_DEBOUNCE_MS,
  hasPagePermission,
  type PageAction,
  type TeamHeadcountItem,
  type TeamKind,
  type TeamMemberDto,
} from '@wolvo/shared/contracts';
import { useDebouncedValue, usePageState } from '@wolvo/shared/hooks';
import { errorTextOf, toastApiError } from '@wolvo/shared/http';
import { KEEP_PAGE, useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { useSessionUser } from '@wolvo/shared/session';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { NAMESPACE } from '../../i18n/namespace';
import { ListLoadError, ListSearchField } from '@wolvo/shared/ui/paged-list';
import { ListPagination } from '@wolvo/shared/ui/paged-list/pagination';
import { ConfirmDialog } from '@wolvo/shared/ui/components/confirm-dialog';
import { HeadcountCards } from './headcount-cards';
import { MemberPanel } from './member-panel';
import { MembersTable } from './members-table';
import { teamCallsOf, teamOwnerOf } from './team-owner';

/** Props of `TeamScreen`. */
export interface TeamScreenProps {
  kind: TeamKind;
  /** Key of the page under `pages.` (heading) and its breadcrumb section. */
  page: string;
  section?: string;
  /** The page permission that rules the screen's actions: TEAM, or USERS_TEAM for staff. */
  pageKey: 'TEAM' | 'USERS_TEAM';
}

type Dialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; member: TeamMemberDto }
  | { kind: 'delete-member'; member: TeamMemberDto }
  | { kind: 'delete-team'; team: TeamHeadcountItem };

/**
 * A team page: headcount per team (and "x / 10" for a client), the members table searched and filtered by
 * team, and the add, edit and delete actions the user's permissions allow.
 */
export function TeamScreen({ kind, page, section, pageKey }: TeamScreenProps) {
  const { t } = useTranslation(NAMESPACE);
  const user = useSessionUser();
  const owner = useMemo(() => teamOwnerOf(user, kind), [user, kind]);
  const can = (action: PageAction) =>
    user ? hasPagePermission(user.role, user.permissions, pageKey, action) : false;
  // Deleting a whole team: a client admin (or staff) for a client team, the provider admin for its own.
  const canDeleteTeam =
    can('DELETE') &&
    (kind === 'client' ? user?.role !== 'clientPersonnelTeam' : user?.role === 'companyPersonnel');

  const [search, setSearch] = usePageState(`team.${kind}.search`, '');
  const [teamId, setTeamId] = usePageState<number | null>(`team.${kind}.team`, null);
  const [paging, setPaging] = usePageState(`team.${kind}.paging`, { offset: 0, limit: 10 });
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });

  // No owner (see teamOwnerOf): nothing to ask the server; the page explains instead.
  const { api, owner: params } = teamCallsOf(kind, owner?.ownerId);
  const enabled = !!owner;
  const headcountQuery = useApiQuery(api.headcount, { params }, { enabled });
  const headcount = headcountQuery.data ?? null;
  const searched = debouncedSearch.trim();
  const members = useApiQuery(
    api.members,
    {
      params,
      query: {
        offset: paging.offset,
        limit: paging.limit,
        ...(searched && { search: searched }),
        ...(teamId && { teamId }),
      },
    },
    { enabled, ...KEEP_PAGE },
  );
  // A deleted member or team leaves the list and the counts because both are asked for again.
  const changesTeam = { invalidates: [api.members, api.headcount] };
  const memberRemoval = useApiMutation(api.removeMember, changesTeam);
  const teamRemoval = useApiMutation(api.removeTeam, changesTeam);
  const busy = memberRemoval.isPending || teamRemoval.isPending;
  const refresh = () => {
    void members.refetch();
    void headcountQuery.refetch();
  };

  if (!owner)
    return (
      <Stack spacing={2}>
        <PageHeading namespace={NAMESPACE} page={page} section={section} />
        <Alert severity="info">{t('members.owner-unknown')}</Alert>
      </Stack>
    );

  const data = members.data;
  const items = data?.items ?? [];
  const full = !!headcount && headcount.max !== null && headcount.total >= headcount.max;
  const isSelf = (member: TeamMemberDto) => member.id === user?.id;
  const close = () => setDialog({ kind: 'none' });
  const selectTeam = (next: number | null) => {
    setTeamId(next);
    setPaging((p) => ({ ...p, offset: 0 }));
  };

  const confirmDelete = async () => {
    if (dialog.kind !== 'delete-member' && dialog.kind !== 'delete-team') return;
    try {
      if (dialog.kind === 'delete-member') {
        await memberRemoval.mutateAsync({ params: { userId: dialog.member.id } });
        showToast(t('members.toast.deleted', { name: dialog.member.fullname }), 'success');
      } else {
        const { count } = await teamRemoval.mutateAsync({
          params: { ...params, teamId: dialog.team.id },
        });
        showToast(t('members.toast.team-deleted', { name: dialog.team.name, count }), 'success');
        if (teamId === dialog.team.id) selectTeam(null);
      }
      close();
    } catch (failure) {
      toastApiError(failure);
    }
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading
        namespace={NAMESPACE}
        page={page}
        section={section}
        actions={
          can('ADD') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ kind: 'add' })}
              disabled={full}
            >
              {t('members.add')}
            </Button>
          )
        }
      />
      {headcount && (
        <HeadcountCards
          headcount={headcount}
          teamId={teamId}
          onSelect={selectTeam}
          onDeleteTeam={
            canDeleteTeam ? (team) => setDialog({ kind: 'delete-team', team }) : undefined
          }
        />
      )}
      {full && can('ADD') && <Alert severity="warning">{t('members.headcount.full')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ListSearchField
          label={t('members.search')}
          value={search}
          onChange={(text) => {
            setSearch(text);
            setPaging((p) => ({ ...p, offset: 0 }));
          }}
          sx={{ minWidth: { sm: 340 } }}
        />
        <TextField
          select
          size="small"
          label={t('members.team-filter')}
          value={teamId ?? ''}
          onChange={(e) => selectTeam(e.target.value === '' ? null : Number(e.target.value))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('members.all-teams')}</MenuItem>
          {headcount?.teams.map((team) => (
            <MenuItem key={team.id} value={team.id}>
              {team.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {members.error ? (
        <ListLoadError
          title={t('members.failed')}
          error={errorTextOf(members.error)}
          retryLabel={t('members.retry')}
          onRetry={refresh}
        />
      ) : (
        <Paper variant="outlined">
          <MembersTable
            items={items}
            loading={members.isFetching}
            skeletonRows={Math.min(paging.limit, 5)}
            canEdit={(m) => can('EDIT') && !isSelf(m)}
            canDelete={(m) => can('DELETE') && !isSelf(m)}
            onEdit={(member) => setDialog({ kind: 'edit', member })}
            onDelete={(member) => setDialog({ kind: 'delete-member', member })}
          />
          <Box>
            <ListPagination total={data?.total ?? 0} paging={paging} setPaging={setPaging} />
          </Box>
        </Paper>
      )}
      <MemberPanel
        open={dialog.kind === 'add' || dialog.kind === 'edit'}
        owner={owner}
        member={dialog.kind === 'edit' ? dialog.member : null}
        teams={headcount?.teams.map((team) => team.name) ?? []}
        user={user}
        onClose={close}
        onSaved={close}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete-member'}
        title={t('members.delete-member.title', {
          name: dialog.kind === 'delete-member' ? dialog.member.fullname : '',
        })}
        text={t('members.delete-member.text')}
        confirmLabel={t('members.delete-member.confirm')}
        cancelLabel={t('members.delete-member.cancel')}
        busy={busy}
        onClose={close}
        onConfirm={() => void confirmDelete()}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete-team'}
        title={t('members.delete-team.title', {
          name: dialog.kind === 'delete-team' ? dialog.team.name : '',
        })}
        text={t('members.delete-team.text', {
          count: dialog.kind === 'delete-team' ? dialog.team.members : 0,
        })}
        confirmLabel={t('members.delete-team.confirm')}
        cancelLabel={t('members.delete-team.cancel')}
        busy={busy}
        onClose={close}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
