import type { ReactNode } from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Props of {@link PageHeading}. */
export interface PageHeadingProps {
  /** The remote's i18n namespace, holding `area`, `pages.<page>.title` and `section.<section>`. */
  namespace: string;
  /** Key of the page under `pages.` in the namespace. */
  page: string;
  /** Key of the breadcrumb section under `section.`, if the page has one. */
  section?: string;
  /** Buttons shown at the end of the title row (e.g. "Add order"). */
  actions?: ReactNode;
}

/**
 * The top of every area page: the breadcrumb and the page's one `h1` (screen readers and the browser
 * tests find a page by it), with optional actions on the same row.
 * @example <PageHeading namespace="orders" page="add-order" section="orders" />
 */
export function PageHeading({ namespace, page, section, actions }: PageHeadingProps) {
  const { t } = useTranslation(namespace);
  const title = t(`pages.${page}.title`);
  return (
    <Stack spacing={1}>
      <Breadcrumbs aria-label={t('area')} expandText={t('breadcrumbs.expand', { ns: 'common' })}>
        {section && <Typography color="text.secondary">{t(`section.${section}`)}</Typography>}
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {actions}
      </Stack>
    </Stack>
  );
}
