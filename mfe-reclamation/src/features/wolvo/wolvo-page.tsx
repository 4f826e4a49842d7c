import { PagePlaceholder } from '@wolvo/shared/ui/components/page-placeholder';
import { NAMESPACE } from '../../i18n/translations';

/** Wolvo reclamations (client area, `reclamation/wolvo`). */
export default function WolvoPage() {
  return <PagePlaceholder namespace={NAMESPACE} page="wolvo" section="reclamation" />;
}
