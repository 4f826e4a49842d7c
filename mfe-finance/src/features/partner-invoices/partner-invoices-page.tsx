import { useEffect, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { usePageState } from '@wolvo/shared/hooks';
import { useSearchParams } from '@wolvo/shared/router';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { PaymentCreationTab } from '../../components/partner-invoices/payment-creation-tab';
import { RemittancesTab } from '../../components/partner-invoices/remittances-tab';
import { RefundsScreen } from '../../components/refunds/refunds-screen';
import { NAMESPACE } from '../../i18n/namespace';

/**
 * Partner invoices (staff area, `finance/partner-invoices`): the partners' remittances of the cash they
 * collected, the creation of a client's payment from its billable parcels, and refunds of damaged parcels.
 */
export default function PartnerInvoicesPage() {
  const { t } = useTranslation(NAMESPACE);
  // The payment calendar opens a client's payment creation: `?clientId=3&client=Name`.
  const [params] = useSearchParams();
  const preset = Number(params.get('clientId')) || null;
  const presetName = params.get('client') ?? '';
  const initialClient = useMemo(
    () => (preset ? { id: preset, name: presetName } : null),
    [preset, presetName],
  );
  const [tab, setTab] = usePageState<'remittances' | 'payment' | 'refunds'>(
    'invoices.tab',
    'remittances',
  );
  useEffect(() => {
    if (preset) setTab('payment');
  }, [preset, setTab]);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="partner-invoices" section="finance" />
      <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)}>
        <Tab value="remittances" label={t('invoices.tabs.remittances')} />
        <Tab value="payment" label={t('invoices.tabs.payment')} />
        <Tab value="refunds" label={t('invoices.tabs.refunds')} />
      </Tabs>
      {tab === 'remittances' && <RemittancesTab />}
      {tab === 'payment' && <PaymentCreationTab initialClient={initialClient} />}
      {tab === 'refunds' && <RefundsScreen staff />}
    </Stack>
  );
}
