import { PagePlaceholder } from '../../components/page-placeholder';

/** Add client (staff area, `commercial/clients/add`). */
export default function AddClientPage() {
  return <PagePlaceholder page="add-client" section="commercial" />;
}
