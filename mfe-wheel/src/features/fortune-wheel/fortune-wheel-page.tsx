import { PagePlaceholder } from '../../components/page-placeholder';

/** Fortune wheel (client area, `fortune-wheel`). */
export default function FortuneWheelPage() {
  return <PagePlaceholder page="fortune-wheel" />;
}
