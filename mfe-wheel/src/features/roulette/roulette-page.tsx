import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CasinoIcon from '@mui/icons-material/Casino';
import { useTranslation } from 'react-i18next';
import { useParams } from '@wolvo/shared/router';
import { NAMESPACE } from '../../i18n/translations';

/** Public fortune-wheel play page (`/{lang}/roulette/:id`), reachable signed out. */
export default function RoulettePage() {
  const { t } = useTranslation(NAMESPACE);
  const { id } = useParams();
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
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <CasinoIcon color="primary" sx={{ fontSize: 64 }} />
            <Typography variant="h5" component="h1">
              {t('pages.roulette.title')}
            </Typography>
            <Typography color="text.secondary">{t('coming-soon.text')}</Typography>
            <Typography variant="caption" color="text.secondary" data-testid="roulette-id">
              #{id}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
