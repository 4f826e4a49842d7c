import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Team (staff area, `users/team`). */
export default function UsersTeamPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="users-team" section="users" />;
}
