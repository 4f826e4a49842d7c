import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Fortune wheel (client area, `fortune-wheel`). */
export default function FortuneWheelPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="fortune-wheel" />;
}
