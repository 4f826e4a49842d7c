import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { usePageState } from '@wolvo/shared/hooks';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { DashAlphaBoard } from '../../components/dashboards/dash-alpha-board';
import { NAMESPACE } from '../../i18n/translations';

/**
 * Dashboard alpha (staff area, `dash-alpha`): orders of a period per status, for every client or one.
 * The cards show counts only: the filtered orders list is the client's own page (no staff orders list).
 */
export default function DashAlphaStaffPage() {
  const { t } = useTranslation(NAMESPACE);
  const labelId = useId();
  const [clientId, setClientId] = usePageState<number | null>('dash-alpha.client', null);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading namespace={NAMESPACE} page="dash-alpha-staff" section="dashboards" />
      <DashAlphaBoard
        intro={t('dashboards.intro-staff')}
        clientId={clientId}
        filters={(data) => (
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id={labelId} shrink>
              {t('dashboards.client')}
            </InputLabel>
            <Select
              labelId={labelId}
              label={t('dashboards.client')}
              value={clientId === null ? '' : String(clientId)}
              displayEmpty
              notched
              renderValue={(value) =>
                value === ''
                  ? t('dashboards.all-clients')
                  : (data?.clients?.find((c) => String(c.id) === value)?.name ?? value)
              }
              onChange={(event) =>
                setClientId(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <MenuItem value="">{t('dashboards.all-clients')}</MenuItem>
              {(data?.clients ?? []).map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
      />
    </Stack>
  );
}
