import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Home (client area, `home`). */
export default function HomePage() {
  return <PagePlaceholder namespace={NAMESPACE} page="home" />;
}
