import { PagePlaceholder } from '../../components/page-placeholder';

/** Add wheel (client area, `fortune-wheel/add`). */
export default function AddWheelPage() {
  return <PagePlaceholder page="add-wheel" section="fortune-wheel" />;
}
