import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Add wheel (client area, `fortune-wheel/add`). */
export default function AddWheelPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="add-wheel" section="fortune-wheel" />;
}
