import { PagePlaceholder } from '@wolvo/shared';
import { NAMESPACE } from '../../i18n/translations';

/** Home (client area, `home`). */
export default function HomePage() {
  return <PagePlaceholder namespace={NAMESPACE} page="home" />;
}
