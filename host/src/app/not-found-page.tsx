import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@wolvo/shared/router';
import { useRouteLanguage } from './guards';
import { homePathOf } from './routing';
import { usePageTitle } from './use-page-title';
import { useSessionUser } from './use-session';

/** Any unmatched path inside the app: Go back (history) or Go home (home route, or / when signed out). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSessionUser();
  const language = useRouteLanguage();
  usePageTitle(t('not-found.title'));
  const goHome = () => navigate((user && homePathOf(user, language)) || '/');
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3, textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
          404
        </Typography>
        <Typography variant="h5" component="h1">
          {t('not-found.title')}
        </Typography>
        <Typography color="text.secondary">{t('not-found.text')}</Typography>
        <Stack direction="row" spacing={2}>
          <Button
            variant="outlined"
            startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
            onClick={() => navigate(-1)}
          >
            {t('not-found.back')}
          </Button>
          <Button variant="contained" startIcon={<HomeIcon />} onClick={goHome}>
            {t('not-found.home')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
