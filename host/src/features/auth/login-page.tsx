import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { COMPANY_NAME } from '@wolvo/shared/contracts/core';
import { textsLoaded } from '@wolvo/shared/i18n';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { useIdle } from '@wolvo/shared/hooks';
import { sessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';

// TextField would bring Select, Menu, Popover and Modal; the form needs only an outlined input. The HTTP
// client (axios) is not needed to show the form either: it loads when the browser is idle, or on submit.
const loadLoginApi = () => import('./api/login');
// The error alert shows only after a failed sign-in: it loads when the browser is idle too.
const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

/** Login page: email or username, password and consent to the terms and data protection. */
export function LoginPage() {
  const { t } = useTranslation(['shell', 'common']);
  usePageTitle(t('login.title'));
  const [loginValue, setLoginValue] = useState('');
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const idle = useIdle();
  useEffect(() => {
    if (!idle) return;
    void loadLoginApi();
    void loadAlert();
    // The `common` texts (required field, errors, loading) the first render did not wait for.
    textsLoaded().catch((error: unknown) => console.error(error));
  }, [idle]);

  const loginMissing = loginValue.trim() === '';
  const passwordMissing = password === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A submit before the browser was idle waits for the `common` texts.
    await textsLoaded().catch(() => undefined);
    setSubmitted(true);
    setError(null);
    if (loginMissing || passwordMissing || !consent) return;
    setLoading(true);
    let api: Awaited<ReturnType<typeof loadLoginApi>> | null = null;
    try {
      api = await loadLoginApi();
      const response = await api.login({ login: loginValue.trim(), password });
      // The login guard then sends the user to their home route.
      sessionStore.signIn(response.token, response.user);
    } catch (err) {
      // Without the client's code (offline), the failure is the network's.
      const text = api ? api.errorTextOf(err) : 'NETWORK_ERROR';
      setError(t(text, { ns: ['common', 'shell'], defaultValue: t('login.failed') }));
      setLoading(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: 'var(--app-height, 100vh)',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}
      >
        {/* A flex box, not Stack: the login page and the crash screen (which every page loads first)
            no longer need Stack's responsive styles, about 0.7 KB gzip. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Box>
            <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 800 }}>
              {COMPANY_NAME}
            </Typography>
            <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
              {t('login.title')}
            </Typography>
            <Typography color="text.secondary">{t('login.subtitle')}</Typography>
          </Box>
          {error && (
            <Suspense fallback={null}>
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            </Suspense>
          )}
          <FormControl required error={submitted && loginMissing} fullWidth variant="outlined">
            <InputLabel htmlFor="login-login">{t('login.login')}</InputLabel>
            <OutlinedInput
              id="login-login"
              label={t('login.login')}
              value={loginValue}
              onChange={(e) => setLoginValue(e.target.value)}
              autoComplete="username"
              name="login"
              aria-describedby="login-login-helper"
            />
            <FormHelperText id="login-login-helper">
              {submitted && loginMissing ? t('form.required') : ' '}
            </FormHelperText>
          </FormControl>
          <FormControl required error={submitted && passwordMissing} fullWidth variant="outlined">
            <InputLabel htmlFor="login-password">{t('login.password')}</InputLabel>
            <OutlinedInput
              id="login-password"
              label={t('login.password')}
              type={showPassword ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              name="password"
              aria-describedby="login-password-helper"
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setShowPassword((shown) => !shown)}
                    aria-label={showPassword ? t('login.hide-password') : t('login.show-password')}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <FormHelperText id="login-password-helper">
              {submitted && passwordMissing ? t('form.required') : ' '}
            </FormHelperText>
          </FormControl>
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={consent}
                  onChange={(e) => setConsent(e.target.checked)}
                  required
                  name="consent"
                />
              }
              label={t('login.consent')}
            />
            {submitted && !consent && (
              <FormHelperText error>{t('login.consent-required')}</FormHelperText>
            )}
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={loading}>
            {loading ? <LoadingDots /> : t('login.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
