import { PagePlaceholder } from '../../components/page-placeholder';

/** Edits (staff area, `reclamation/edits`). */
export default function EditsPage() {
  return <PagePlaceholder page="edits" section="reclamation" />;
}
