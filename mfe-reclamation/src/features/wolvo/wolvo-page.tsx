import { PagePlaceholder } from '../../components/page-placeholder';

/** Wolvo reclamations (client area, `reclamation/wolvo`). */
export default function WolvoPage() {
  return <PagePlaceholder page="wolvo" section="reclamation" />;
}
