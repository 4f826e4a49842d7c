import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ClientHomeStatistics, GovernorateDeliveryDays } from '@wolvo/shared/contracts';
import { placeText } from '@wolvo/shared/geo';
import { usePageState } from '@wolvo/shared/hooks';
import { useLanguage } from '@wolvo/shared/i18n';
import { ChartPanel, formatCount } from '../../components/charts';
import { NAMESPACE } from '../../i18n/namespace';

/** The home page's delivery time by governorate or by delegation (a toggle kept with the page's state). */
export function DeliveryDaysByPlace({
  deliveryDays,
}: {
  deliveryDays: ClientHomeStatistics['deliveryDays'];
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const [placeKind, setPlaceKind] = usePageState<'governorate' | 'delegation'>(
    'home.delivery-days-by',
    'governorate',
  );
  // A governorate row has no delegation: one row type keeps the table's cells plain.
  const places: Array<GovernorateDeliveryDays & { delegation?: string }> =
    placeKind === 'governorate' ? deliveryDays.byGovernorate : deliveryDays.byDelegation;
  return (
    <ChartPanel
      title={t('home.delivery-days.by-title')}
      subtitle={t('home.period')}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={placeKind}
          onChange={(_, next: 'governorate' | 'delegation' | null) => next && setPlaceKind(next)}
          aria-label={t('home.delivery-days.by-label')}
        >
          <ToggleButton value="governorate">{t('home.delivery-days.governorate')}</ToggleButton>
          <ToggleButton value="delegation">{t('home.delivery-days.delegation')}</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      {places.length === 0 ? (
        <Typography color="text.secondary">{t('home.delivery-days.empty')}</Typography>
      ) : (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={`${t('home.delivery-days.by-title')} (${t(`home.delivery-days.${placeKind}`)})`}
          sx={{ maxHeight: 240 }}
        >
          <Table
            size="small"
            stickyHeader
            aria-label={t('home.delivery-days.by-title')}
            data-testid="delivery-days-table"
          >
            <TableHead>
              <TableRow>
                <TableCell>{t(`home.delivery-days.${placeKind}`)}</TableCell>
                <TableCell align="right">{t('home.delivery-days.days')}</TableCell>
                <TableCell align="right">{t('home.delivery-days.delivered')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {places.map((p) => (
                <TableRow key={`${p.governorate}/${p.delegation ?? ''}`}>
                  <TableCell>{placeText(language, p.governorate, p.delegation)}</TableCell>
                  <TableCell align="right">
                    {formatCount(p.averageDays, language, 1, true)}
                  </TableCell>
                  <TableCell align="right">{formatCount(p.delivered, language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ChartPanel>
  );
}
