import { useEffect, useState, type FormEvent } from 'react';
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
import type { SessionUser, TeamMemberDto } from '@wolvo/shared/contracts';
import { toastApiError } from '@wolvo/shared/http';
import { SidePanel, SidePanelBody, SidePanelFooter } from '@wolvo/shared/ui/components/side-panel';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/namespace';
import { addTeamMember } from '../../api/add-team-member';
import { updateTeamMember } from '../../api/update-team-member';
import type { TeamOwnerRef } from '../../api/team-path';
import { AvatarField } from '@wolvo/shared/ui/components/avatar-field';
import {
  EMPTY_MEMBER,
  initialsOf,
  serverFieldErrors,
  toAddRequest,
  toUpdateRequest,
  validateMember,
  valuesFromMember,
  type MemberField,
  type MemberFieldErrors,
  type MemberFormValues,
} from './member-form';
import { PermissionMatrix } from './permission-matrix';

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
  const [values, setValues] = useState<MemberFormValues>(() =>
    member ? valuesFromMember(member) : EMPTY_MEMBER,
  );
  const [errors, setErrors] = useState<MemberFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  // Once the user tried to save, problems follow the typing.
  useEffect(() => {
    // The photo's problem comes from the file picker, not from the values: keep it, but only if there is one.
    if (submitted)
      setErrors((current) => ({
        ...validateMember(values, mode),
        ...(current.avatar && { avatar: current.avatar }),
      }));
  }, [values, submitted, mode]);

  const set = <K extends MemberField>(field: K, value: MemberFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateMember(values, mode);
    if (errors.avatar) found.avatar = errors.avatar;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const saved = member
        ? await updateTeamMember(owner, member.id, toUpdateRequest(values, member))
        : await addTeamMember(owner, toAddRequest(values));
      showToast(
        t(member ? 'members.toast.updated' : 'members.toast.added', { name: saved.fullname }),
        'success',
      );
      onSaved(saved);
    } catch (failure) {
      const placed = serverFieldErrors(failure);
      if (Object.keys(placed).length) setErrors((current) => ({ ...current, ...placed }));
      toastApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  const text = (field: 'fullname' | 'username' | 'email', type = 'text') => (
    <TextField
      label={t(`members.form.${field}`)}
      name={field}
      type={type}
      required
      fullWidth
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={!!errors[field]}
      helperText={errors[field] ? tc(errors[field]) : undefined}
      disabled={busy}
      autoComplete="off"
    />
  );
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
      onSubmit={(e) => void submit(e)}
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
            onChange={(avatar) => set('avatar', avatar)}
            error={errors.avatar}
            onError={(key) => setErrors((e) => ({ ...e, avatar: key }))}
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
            {(['password', 'confirmPassword'] as const).map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={t(
                    field === 'password'
                      ? 'members.form.password'
                      : 'members.form.confirm-password',
                  )}
                  name={field}
                  type="password"
                  required={mode === 'add'}
                  fullWidth
                  value={values[field]}
                  onChange={(e) => set(field, e.target.value)}
                  error={!!errors[field]}
                  helperText={passwordHelp(field)}
                  disabled={busy}
                  autoComplete="new-password"
                />
              </Grid>
            ))}
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
          {submitted && Object.keys(errors).length > 0 && (
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
