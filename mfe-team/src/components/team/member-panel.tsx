import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AddTeamMemberRequest, SessionUser, TeamMemberDto } from '@wolvo/shared/contracts';
import { toastApiError } from '@wolvo/shared/http';
import { useApiMutation } from '@wolvo/shared/query';
import { SidePanel, SidePanelBody, SidePanelFooter } from '@wolvo/shared/ui/components/side-panel';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/namespace';
import { AvatarField } from '@wolvo/shared/ui/components/avatar-field';
import {
  EMPTY_MEMBER,
  initialsOf,
  memberResolver,
  serverFieldErrors,
  valuesFromMember,
  type MemberBody,
  type MemberField,
  type MemberFieldErrors,
  type MemberFormValues,
} from './member-form';
import { PermissionMatrix } from './permission-matrix';
import { teamCallsOf, type TeamOwnerRef } from './team-owner';

/** Props of `MemberPanel`. */
export interface MemberPanelProps {
  open: boolean;
  owner: TeamOwnerRef;
  /** The member edited, or null to add one. */
  member: TeamMemberDto | null;
  /** Names of the owner's teams, offered by the team picker (a new name creates a team). */
  teams: string[];
  user: SessionUser | null;
  onClose: () => void;
  /** Called with the saved member after the success toast. */
  onSaved: (member: TeamMemberDto) => void;
}

/**
 * Adds or edits a team member in a side panel at the end of the page (right in French, left in Arabic),
 * so the members table stays in view: identity, password (required on add, optional on edit), team,
 * photo and the page-permission matrix. Checks everything before sending; the server's field problems
 * land under their fields, anything else is toasted in the user's language.
 * @example <MemberPanel open owner={{ kind: 'client', ownerId: 1 }} member={null} teams={[]} user={user} onClose={close} onSaved={reload} />
 */
export function MemberPanel(props: MemberPanelProps) {
  const { open, member, onClose } = props;
  const { t } = useTranslation(NAMESPACE);
  return (
    <SidePanel
      open={open}
      onClose={onClose}
      closeLabel={t('members.form.close')}
      title={
        member
          ? t('members.form.edit-title', { name: member.fullname })
          : t('members.form.add-title')
      }
      width={{ md: 820 }}
      bare
    >
      {open && <MemberForm key={member?.id ?? 'new'} {...props} />}
    </SidePanel>
  );
}

function MemberForm({ owner, member, teams, user, onClose, onSaved }: MemberPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const mode = member ? 'edit' : 'add';
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors: formErrors, isSubmitted },
  } = useForm<MemberFormValues, unknown, MemberBody>({
    defaultValues: member ? valuesFromMember(member) : EMPTY_MEMBER,
    resolver: memberResolver(member),
  });
  // The photo's problem comes from the file picker, not from the values: it stays until a good one.
  const [avatarError, setAvatarError] = useState<string>();
  const errors: MemberFieldErrors = {
    ...Object.fromEntries(
      Object.entries(formErrors).map(([field, error]) => [field, error?.message as string]),
    ),
    ...(avatarError && { avatar: avatarError }),
  };
  // A saved member shows because the team's lists and counts are asked for again.
  const { api, owner: params } = teamCallsOf(owner.kind, owner.ownerId);
  const changes = { invalidates: [api.members, api.headcount, api.member] };
  const add = useApiMutation(api.add, changes);
  const update = useApiMutation(api.update, changes);
  const busy = add.isPending || update.isPending;

  const values = watch();
  /** Fields outside `register` (team picker, photo, matrix): once the user tried to save, checked as typed. */
  const set = <K extends 'team' | 'avatar' | 'permissions'>(field: K, value: MemberFormValues[K]) =>
    setValue(field, value as never, { shouldValidate: isSubmitted, shouldDirty: true });

  const submit = async (body: MemberBody) => {
    if (avatarError) return;
    try {
      const saved = member
        ? await update.mutateAsync({ params: { ...params, memberId: member.id }, body })
        : await add.mutateAsync({ params, body: body as AddTeamMemberRequest });
      showToast(
        t(member ? 'members.toast.updated' : 'members.toast.added', { name: saved.fullname }),
        'success',
      );
      onSaved(saved);
    } catch (failure) {
      for (const [field, key] of Object.entries(serverFieldErrors(failure)))
        setError(field as MemberField, { type: 'server', message: key });
      toastApiError(failure);
    }
  };

  const text = (field: 'fullname' | 'username' | 'email', type = 'text') => {
    const { ref, ...rest } = register(field);
    return (
      <TextField
        label={t(`members.form.${field}`)}
        type={type}
        required
        fullWidth
        {...rest}
        inputRef={ref}
        error={!!errors[field]}
        helperText={errors[field] ? tc(errors[field]) : undefined}
        disabled={busy}
        autoComplete="off"
      />
    );
  };
  const passwordHelp = (field: 'password' | 'confirmPassword') =>
    errors[field]
      ? tc(errors[field])
      : field === 'password'
        ? `${tc('password.policy')}${mode === 'edit' ? ` ${t('members.form.password-keep')}` : ''}`
        : undefined;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      {/* The fields scroll; the buttons stay at the bottom of the panel. */}
      <SidePanelBody>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('members.form.identity')}
          </Typography>
          <AvatarField
            value={values.avatar}
            initials={initialsOf(values.fullname)}
            onChange={(avatar) => {
              setAvatarError(undefined);
              set('avatar', avatar);
            }}
            error={errors.avatar}
            onError={setAvatarError}
            disabled={busy}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('fullname')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('username')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('email', 'email')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Autocomplete
                freeSolo
                options={teams}
                inputValue={values.team}
                onInputChange={(_, value) => set('team', value)}
                disabled={busy}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('members.form.team')}
                    name="team"
                    required
                    error={!!errors.team}
                    helperText={errors.team ? tc(errors.team) : t('members.form.team-hint')}
                  />
                )}
              />
            </Grid>
            {(['password', 'confirmPassword'] as const).map((field) => {
              const { ref, ...rest } = register(field);
              return (
                <Grid key={field} size={{ xs: 12, sm: 6 }}>
                  <TextField
                    label={t(
                      field === 'password'
                        ? 'members.form.password'
                        : 'members.form.confirm-password',
                    )}
                    type="password"
                    required={mode === 'add'}
                    fullWidth
                    {...rest}
                    inputRef={ref}
                    error={!!errors[field]}
                    helperText={passwordHelp(field)}
                    disabled={busy}
                    autoComplete="new-password"
                  />
                </Grid>
              );
            })}
          </Grid>
          <Divider />
          <PermissionMatrix
            kind={owner.kind}
            value={values.permissions}
            onChange={(permissions) => set('permissions', permissions)}
            user={user}
            error={errors.permissions}
            disabled={busy}
          />
          {isSubmitted && Object.keys(errors).length > 0 && (
            <Alert severity="error">{t('members.form.fix-errors')}</Alert>
          )}
        </Stack>
      </SidePanelBody>
      <SidePanelFooter>
        <Button onClick={onClose} disabled={busy}>
          {t('members.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('members.form.save')}
        </Button>
      </SidePanelFooter>
    </Box>
  );
}
