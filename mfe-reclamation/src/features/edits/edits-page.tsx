import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Edits (staff area, `reclamation/edits`). */
export default function EditsPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="edits" section="reclamation" />;
}
