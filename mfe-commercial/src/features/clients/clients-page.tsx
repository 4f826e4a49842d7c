import { PagePlaceholder } from '../../components/page-placeholder';

/** Clients (staff area, `commercial/clients`). */
export default function ClientsPage() {
  return <PagePlaceholder page="clients" section="commercial" />;
}
