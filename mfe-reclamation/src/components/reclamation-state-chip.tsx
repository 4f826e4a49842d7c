import { useTranslation } from 'react-i18next';
import type { ReclamationState } from '@wolvo/shared/contracts';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { NAMESPACE } from '../i18n/namespace';

/** A reclamation's state as a chip: open in orange, resolved in green. */
export function ReclamationStateChip({ status }: { status: ReclamationState }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ColourChip
      colour={status === 'OPEN' ? 'orange' : 'green'}
      label={t(`reclamations.state.${status}`)}
      data-testid="reclamation-state"
    />
  );
}

/** A long text cut at 40 characters with an ellipsis (spec section 9), whole in its title. */
export function truncated(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
