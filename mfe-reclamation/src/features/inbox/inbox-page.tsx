import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Inbox (staff area, `reclamation/inbox`). */
export default function InboxPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="inbox" section="reclamation" />;
}
