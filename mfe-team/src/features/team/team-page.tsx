import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Team (client area, `team`). */
export default function TeamPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="team" />;
}
