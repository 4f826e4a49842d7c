import { PagePlaceholder } from '../../components/page-placeholder';

/** Inbox (staff area, `reclamation/inbox`). */
export default function InboxPage() {
  return <PagePlaceholder page="inbox" section="reclamation" />;
}
