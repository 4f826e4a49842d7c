import { PagePlaceholder } from '../../components/page-placeholder';

/** Wheel details (client area, `fortune-wheel/:wheelId`). */
export default function WheelDetailsPage() {
  return <PagePlaceholder page="wheel-details" section="fortune-wheel" />;
}
