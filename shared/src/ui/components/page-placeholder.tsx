import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { PageHeading } from './page-heading';

/** Props of {@link PagePlaceholder}. */
export interface PagePlaceholderProps {
  /** The remote's i18n namespace, holding `area`, `pages.<page>.title` and `section.<section>`. */
  namespace: string;
  /** Key of the page under `pages.` in the namespace. */
  page: string;
  /** Key of the breadcrumb section under `section.`, if the page has one. */
  section?: string;
}

/** Title, breadcrumb and a "coming soon" card for a page whose screen a later release builds. */
export function PagePlaceholder({ namespace, page, section }: PagePlaceholderProps) {
  const { t: tc } = useTranslation('common');
  return (
    <Stack spacing={2}>
      <PageHeading namespace={namespace} page={page} section={section} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ConstructionIcon color="primary" fontSize="large" />
            <div>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {tc('coming-soon.title')}
              </Typography>
              <Typography color="text.secondary">{tc('coming-soon.text')}</Typography>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
