import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { showToast } from '@wolvo/shared/ui/toast';
import { useTranslation } from 'react-i18next';
import { hasPagePermission, isClientRole } from '@wolvo/shared/contracts';
import { usersApi } from '@wolvo/shared/contracts/team/endpoints';
import { toastApiError } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';
import { session } from '@wolvo/shared/session';
import { useNavigate } from '@wolvo/shared/router';
import { AvatarField } from '@wolvo/shared/ui/components/avatar-field';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { useColorMode } from '@wolvo/shared/ui/theme';
import { useRouteLanguage } from '../../app/guards';
import { loginPath } from '../../app/routing';
import { sessionStore } from '../../app/session-store';
import { useRequiredUser } from '../../app/use-session';
import { initialsOf } from '../../layout/initials';
import { passwordFormErrors, type PasswordForm } from './password-rules';
import { ApiKeyCard } from './api-key-card';

// Webhooks are a merchant's developer tool: their list, dialogs and deliveries table load on their own
// chunk, only for a merchant, after the rest of the page.
const WebhooksCard = lazy(() => import('./webhooks-card'));

function ProfileCard() {
  const { t } = useTranslation('shell');
  const user = useRequiredUser();
  const [form, setForm] = useState({
    fullname: user.fullname,
    email: user.email,
    username: user.username,
  });
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const [avatarSaving, setAvatarSaving] = useState(false);

  // The photo is saved as soon as it is chosen (the field checked its type and size, the server checks
  // its content), and the header shows it at once through the session.
  const saveAvatar = async (avatar: string | null) => {
    setAvatarSaving(true);
    try {
      const profile = await callApi(usersApi.updateProfile, {
        params: { id: user.id },
        body: { avatar },
      });
      sessionStore.updateUser({ ...user, avatar: profile.avatar });
      showToast(t('settings.profile.avatar-saved'), 'success');
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setAvatarSaving(false);
    }
  };

  useEffect(() => {
    let active = true;
    callApi(usersApi.profile, { params: { userId: user.id } })
      .then((profile) => {
        if (active)
          setForm({ fullname: profile.fullname, email: profile.email, username: profile.username });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [user.id]);

  const missing = (value: string) => submitted && value.trim() === '';
  const emailInvalid =
    submitted && form.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!form.fullname.trim() || !form.email.trim() || !form.username.trim() || emailInvalid)
      return;
    setSaving(true);
    try {
      const profile = await callApi(usersApi.updateProfile, {
        params: { id: user.id },
        body: {
          fullname: form.fullname.trim(),
          email: form.email.trim(),
          username: form.username.trim(),
        },
      });
      sessionStore.updateUser({
        ...user,
        fullname: profile.fullname,
        email: profile.email,
        username: profile.username,
      });
      showToast(t('settings.profile.saved'), 'success');
      setSubmitted(false);
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="form" onSubmit={submit} noValidate>
      <CardHeader
        title={t('settings.profile.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <AvatarField
            value={user.avatar ?? null}
            initials={initialsOf(user.fullname)}
            onChange={(avatar) => void saveAvatar(avatar)}
            error={avatarError}
            onError={setAvatarError}
            disabled={avatarSaving}
          />
          <TextField
            label={`${t('settings.profile.fullname')} *`}
            value={form.fullname}
            onChange={(e) => setForm({ ...form, fullname: e.target.value })}
            error={missing(form.fullname)}
            helperText={missing(form.fullname) ? t('form.required') : ' '}
            autoComplete="name"
          />
          <TextField
            label={`${t('settings.profile.email')} *`}
            type="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            error={missing(form.email) || emailInvalid}
            helperText={
              missing(form.email)
                ? t('form.required')
                : emailInvalid
                  ? t('form.email-invalid')
                  : ' '
            }
            autoComplete="email"
          />
          <TextField
            label={`${t('settings.profile.username')} *`}
            value={form.username}
            onChange={(e) => setForm({ ...form, username: e.target.value })}
            error={missing(form.username)}
            helperText={missing(form.username) ? t('form.required') : ' '}
            autoComplete="username"
          />
          <Box>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? <LoadingDots /> : t('form.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

const EMPTY_PASSWORDS: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordCard() {
  const { t } = useTranslation('shell');
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORDS);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = submitted ? passwordFormErrors(form) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(passwordFormErrors(form)).length > 0) return;
    setSaving(true);
    try {
      // The new password ends every other session; this one goes on with the token the server answers.
      const { token } = await callApi(usersApi.updatePassword, { body: form });
      const signedIn = session.getUser();
      if (signedIn && token) session.save(token, signedIn);
      showToast(t('settings.password.saved'), 'success');
      setForm(EMPTY_PASSWORDS);
      setSubmitted(false);
    } catch (failure) {
      toastApiError(failure);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof PasswordForm, autoComplete: string) => (
    <TextField
      label={`${t(`settings.password.${name}`)} *`}
      type="password"
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={
        errors[name] ? t(errors[name]) : name === 'newPassword' ? t('settings.password.rules') : ' '
      }
      autoComplete={autoComplete}
    />
  );

  return (
    <Card component="form" onSubmit={submit} noValidate>
      <CardHeader
        title={t('settings.password.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          {field('currentPassword', 'current-password')}
          {field('newPassword', 'new-password')}
          {field('confirmPassword', 'new-password')}
          <Box>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? <LoadingDots /> : t('settings.password.submit')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Account settings (host page): profile, password, dark mode, logout, API key and webhooks (merchants). */
export function AccountSettingsPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const language = useRouteLanguage();
  const { mode, toggle } = useColorMode();
  const user = useRequiredUser();
  const logout = () => {
    sessionStore.signOut('user');
    navigate(loginPath(language), { replace: true });
  };
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('page.settings')}
        </Typography>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ProfileCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PasswordCard />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Card>
            <CardHeader
              title={t('settings.preferences')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <CardContent>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <FormControlLabel
                  control={<Switch checked={mode === 'dark'} onChange={toggle} />}
                  label={t('settings.dark-mode')}
                />
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<LogoutIcon />}
                  onClick={logout}
                >
                  {t('profile.logout')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        {/* The merchant API key belongs to the client admin (the server refuses anyone else). */}
        {user.role === 'clientPersonnel' && (
          <Grid size={{ xs: 12 }}>
            <ApiKeyCard />
          </Grid>
        )}
        {/* Merchants with the settings page (a team member needs it granted; the server checks too).
            Last with the API key: they load lazily, and the cards above must not move under a click. */}
        {isClientRole(user.role) &&
          hasPagePermission(user.role, user.permissions, 'ACCOUNT_SETTINGS') && (
            <Grid size={{ xs: 12 }}>
              <Suspense fallback={<LoadingDots />}>
                <WebhooksCard />
              </Suspense>
            </Grid>
          )}
      </Grid>
    </Stack>
  );
}
