import { Breadcrumbs, Card, CardContent, Stack, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/translations';

export interface PagePlaceholderProps {
  /** Key of the page under `pages.` in the namespace. */
  page: string;
  /** Key of the breadcrumb section under `section.`, if the page has one. */
  section?: string;
}

/** Title, breadcrumb and a "coming soon" card: the page's screen is built by a later issue. */
export function PagePlaceholder({ page, section }: PagePlaceholderProps) {
  const { t } = useTranslation(NAMESPACE);
  const title = t(`pages.${page}.title`);
  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label={t('area')}>
        {section && <Typography color="text.secondary">{t(`section.${section}`)}</Typography>}
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ConstructionIcon color="primary" fontSize="large" />
            <div>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('coming-soon.title')}
              </Typography>
              <Typography color="text.secondary">{t('coming-soon.text')}</Typography>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
