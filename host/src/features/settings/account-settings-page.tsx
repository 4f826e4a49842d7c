import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { showToast } from '@wolvo/shared/ui/toast';
import { useTranslation } from 'react-i18next';
import { hasPagePermission, isClientRole } from '@wolvo/shared/contracts';
import { usersApi } from '@wolvo/shared/contracts/team/endpoints';
import { toastApiError } from '@wolvo/shared/http';
import { setServerErrors } from '@wolvo/shared/form';
import { callApi } from '@wolvo/shared/http/api';
import { useApiMutation, useApiQuery } from '@wolvo/shared/query';
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
import {
  EMPTY_PASSWORDS,
  passwordResolver,
  profileResolver,
  type PasswordForm,
  type ProfileForm,
} from './account-rules';
import { ApiKeyCard } from './api-key-card';
import { SettingsTextField } from './settings-text-field';

// Webhooks are a merchant's developer tool: their list, dialogs and deliveries table load on their own
// chunk, only for a merchant, after the rest of the page.
const WebhooksCard = lazy(() => import('./webhooks-card'));

export function ProfileCard() {
  const { t } = useTranslation(['shell', 'common']);
  const user = useRequiredUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm, unknown, ProfileForm>({
    defaultValues: { fullname: user.fullname, email: user.email, username: user.username },
    resolver: profileResolver,
  });
  const [avatarError, setAvatarError] = useState<string | undefined>();

  // The photo is saved as soon as it is chosen (the field checked its type and size, the server checks
  // its content), and the header shows it at once through the session.
  const avatarSave = useApiMutation(usersApi.updateProfile, {
    onSuccess: (profile) => {
      sessionStore.updateUser({ ...user, avatar: profile.avatar });
      showToast(t('settings.profile.avatar-saved'), 'success');
    },
    onError: (failure) => toastApiError(failure),
  });
  const saveAvatar = (avatar: string | null) =>
    avatarSave.mutate({ params: { id: user.id }, body: { avatar } });

  // The stored profile replaces what the session knew once it arrives.
  const { data: profile } = useApiQuery(usersApi.profile, { params: { userId: user.id } });
  useEffect(() => {
    if (profile)
      reset({ fullname: profile.fullname, email: profile.email, username: profile.username });
  }, [profile, reset]);

  const save = async (body: ProfileForm) => {
    try {
      const profile = await callApi(usersApi.updateProfile, { params: { id: user.id }, body });
      sessionStore.updateUser({
        ...user,
        fullname: profile.fullname,
        email: profile.email,
        username: profile.username,
      });
      showToast(t('settings.profile.saved'), 'success');
    } catch (failure) {
      if (!setServerErrors(failure, setError)) toastApiError(failure);
    }
  };

  return (
    <Card component="form" onSubmit={(e) => void handleSubmit(save)(e)} noValidate>
      <CardHeader
        title={t('settings.profile.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <AvatarField
            value={user.avatar ?? null}
            initials={initialsOf(user.fullname)}
            onChange={saveAvatar}
            error={avatarError}
            onError={setAvatarError}
            disabled={avatarSave.isPending}
          />
          <SettingsTextField
            label={`${t('settings.profile.fullname')} *`}
            registration={register('fullname')}
            error={errors.fullname?.message}
            autoComplete="name"
          />
          <SettingsTextField
            label={`${t('settings.profile.email')} *`}
            type="email"
            registration={register('email')}
            error={errors.email?.message}
            autoComplete="email"
          />
          <SettingsTextField
            label={`${t('settings.profile.username')} *`}
            registration={register('username')}
            error={errors.username?.message}
            autoComplete="username"
          />
          <Box>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? <LoadingDots /> : t('form.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function PasswordCard() {
  const { t } = useTranslation(['shell', 'common']);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm, unknown, PasswordForm>({
    defaultValues: EMPTY_PASSWORDS,
    resolver: passwordResolver,
  });

  const save = async (body: PasswordForm) => {
    try {
      // The new password ends every other session; this one goes on with the token the server answers.
      const { token } = await callApi(usersApi.updatePassword, { body });
      const signedIn = session.getUser();
      if (signedIn && token) session.save(token, signedIn);
      showToast(t('settings.password.saved'), 'success');
      reset(EMPTY_PASSWORDS);
    } catch (failure) {
      if (!setServerErrors(failure, setError)) toastApiError(failure);
    }
  };

  return (
    <Card component="form" onSubmit={(e) => void handleSubmit(save)(e)} noValidate>
      <CardHeader
        title={t('settings.password.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <SettingsTextField
            label={`${t('settings.password.currentPassword')} *`}
            type="password"
            registration={register('currentPassword')}
            error={errors.currentPassword?.message}
            autoComplete="current-password"
          />
          <SettingsTextField
            label={`${t('settings.password.newPassword')} *`}
            type="password"
            registration={register('newPassword')}
            error={errors.newPassword?.message}
            help={t('settings.password.rules')}
            autoComplete="new-password"
          />
          <SettingsTextField
            label={`${t('settings.password.confirmPassword')} *`}
            type="password"
            registration={register('confirmPassword')}
            error={errors.confirmPassword?.message}
            autoComplete="new-password"
          />
          <Box>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? <LoadingDots /> : t('settings.password.submit')}
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
