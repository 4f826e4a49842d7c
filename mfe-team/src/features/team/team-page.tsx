import { PagePlaceholder } from '../../components/page-placeholder';

/** Team (client area, `team`). */
export default function TeamPage() {
  return <PagePlaceholder page="team" />;
}
