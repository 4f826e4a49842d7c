import { PagePlaceholder } from '../../components/page-placeholder';

/** Home (client area, `home`). */
export default function HomePage() {
  return <PagePlaceholder page="home" />;
}
