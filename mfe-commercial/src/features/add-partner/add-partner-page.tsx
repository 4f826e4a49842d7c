import { PagePlaceholder } from '../../components/page-placeholder';

/** Add partner (staff area, `commercial/partners/add`). */
export default function AddPartnerPage() {
  return <PagePlaceholder page="add-partner" section="commercial" />;
}
