import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { usePageState } from '@wolvo/shared/hooks';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { DashAlphaBoard } from '../../components/dashboards/dash-alpha-board';
import { FilterSelect } from '../../components/dashboards/filter-select';
import { NAMESPACE } from '../../i18n/namespace';

/**
 * Dashboard alpha (staff area, `dash-alpha`): orders of a period per status, for every client or one.
 * The cards show counts only: the filtered orders list is the client's own page (no staff orders list).
 */
export default function DashAlphaStaffPage() {
  const { t } = useTranslation(NAMESPACE);
  const [clientId, setClientId] = usePageState<number | null>('dash-alpha.client', null);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="dash-alpha-staff" section="dashboards" />
      <DashAlphaBoard
        intro={t('dashboards.intro-staff')}
        clientId={clientId}
        filters={(data) => (
          <FilterSelect
            label={t('dashboards.client')}
            value={clientId}
            allLabel={t('dashboards.all-clients')}
            options={data?.clients ?? []}
            onChange={setClientId}
          />
        )}
      />
    </Stack>
  );
}
