import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Wheel details (client area, `fortune-wheel/:wheelId`). */
export default function WheelDetailsPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="wheel-details" section="fortune-wheel" />;
}
