import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  BrowserRouter,
  Link as RouterLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useParams,
} from '@wolvo/shared/router';
import {
  CLIENT_AREA,
  LANGUAGES,
  STAFF_AREA,
  isStaffRole,
  type Area,
  type Language,
  type LoginResponse,
  type RemoteRoutesModule,
} from '@wolvo/shared/contracts';
import { dirOf, i18n } from '@wolvo/shared/i18n';
import { errorTextOf, httpClient } from '@wolvo/shared/http';
import { session } from '@wolvo/shared/session';

/** Language of a pathname, `fr` by default. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/').filter(Boolean)[0];
  return (LANGUAGES as readonly string[]).includes(first ?? '') ? (first as Language) : 'fr';
}

/** Props of StandaloneApp. */
export interface StandaloneAppProps {
  /** The remote's `./routes` module. */
  module: RemoteRoutesModule;
  /** Rendered under the page list (e.g. mfe-orders' order detail opener). */
  extra?: ReactNode;
}

function prefixOf(area: Area): string {
  if (area === 'staff') return `${STAFF_AREA}/`;
  if (area === 'client') return `${CLIENT_AREA}/`;
  return '';
}

function DevLogin({ namespace, onDone }: { namespace: string; onDone: () => void }) {
  const { t } = useTranslation(namespace);
  const { t: tc } = useTranslation('common');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await httpClient.post<LoginResponse>(
        '/v1/users/login',
        { login, password },
        { ignoreUnauthorized: true },
      );
      session.save(data.token, data.user);
      onDone();
    } catch (err) {
      setError(`${tc('standalone.failed')} ${i18n.t(errorTextOf(err), { ns: 'common' })}`);
    }
  };
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 3, width: 360 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">
            {t('area')} · {tc('standalone.title')}
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={tc('standalone.login')}
            value={login}
            onChange={(e) => setLogin(e.target.value)}
          />
          <TextField
            label={tc('standalone.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="contained">
            {tc('standalone.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

function Harness({ module, extra }: StandaloneAppProps) {
  // The `standalone.*` texts are common to every remote.
  const { t: tc } = useTranslation('common');
  const { lang } = useParams();
  const { pathname } = useLocation();
  const language = languageFromPath(`/${lang ?? ''}`);
  const [signedIn, setSignedIn] = useState(() => Boolean(session.getToken()));

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dirOf(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  const user = session.getUser();
  const publicRoutes = module.routes.filter((r) => r.area === 'public');
  if (!signedIn || !user) {
    const isPublic = publicRoutes.some((r) => pathname.includes(`/${r.path.split('/')[0]}/`));
    if (!isPublic) return <DevLogin namespace={module.remote} onDone={() => setSignedIn(true)} />;
  }
  const area: Area = user && isStaffRole(user.role) ? 'staff' : 'client';
  const routes = module.routes.filter((r) => r.area === area || r.area === 'public');
  const links = routes.filter((r) => !r.path.includes(':') && !r.hidden);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            mfe-{module.remote} · {tc('standalone.title')}
          </Typography>
          {LANGUAGES.map((l) => (
            <Link key={l} component={RouterLink} to={pathname.replace(/^\/[^/]+/, `/${l}`)}>
              {l.toUpperCase()}
            </Link>
          ))}
          {signedIn && (
            <Button
              onClick={() => {
                session.clear();
                setSignedIn(false);
              }}
            >
              {tc('standalone.logout')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', gap: 2, p: 2 }}>
        <Paper sx={{ width: 240, flexShrink: 0 }}>
          <List dense subheader={<ListSubheader>{tc('standalone.pages')}</ListSubheader>}>
            {links.map((r) => {
              const to = `/${language}/${prefixOf(r.area)}${r.path}`;
              return (
                <ListItemButton
                  key={`${r.area}:${r.path}`}
                  component={RouterLink}
                  to={to}
                  selected={pathname === to}
                >
                  <ListItemText primary={i18n.t(r.titleKey)} secondary={r.area} />
                </ListItemButton>
              );
            })}
          </List>
          {extra}
        </Paper>
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <Routes>
            {routes.map(({ area: routeArea, path, Component }) => (
              <Route
                key={`${routeArea}:${path}`}
                path={`${prefixOf(routeArea)}${path}`}
                element={<Component />}
              />
            ))}
            <Route
              path="*"
              element={
                links[0] ? (
                  <Navigate
                    to={`/${language}/${prefixOf(links[0].area)}${links[0].path}`}
                    replace
                  />
                ) : null
              }
            />
          </Routes>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Standalone page of the remote (`pnpm dev`): its routes inside the shared providers, a bare-bones
 * login against the API (proxied to 127.0.0.1:8080) and links to every page.
 */
export function StandaloneApp({ module, extra }: StandaloneAppProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/:lang/*" element={<Harness module={module} extra={extra} />} />
        <Route path="*" element={<Navigate to="/fr/" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
