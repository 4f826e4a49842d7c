import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from '@wolvo/shared/router';
import { wheelApi } from '@wolvo/shared/contracts/fortune-wheel/endpoints';
import { useApiQuery, queryErrorText } from '@wolvo/shared/query';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { NAMESPACE } from '../../i18n/namespace';
import { POLLED } from '../../components/polled';
import { useWheelPermission } from '../../components/use-wheel-permission';
import { WheelLinks } from './wheel-links';
import { WheelParticipants } from './wheel-participants';
import { WheelSummary } from './wheel-summary';

/** A wheel's details (`fortune-wheel/:wheelId`): its prizes and chances, its links and its participants. */
export default function WheelDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { wheelId: raw } = useParams();
  const wheelId = Number(raw);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const can = useWheelPermission();
  const listPath = pathname.replace(/\/[^/]+$/, '');
  // A customer plays a link elsewhere: the wheel's counts, its links' states and the participants are
  // asked for again every WHEEL_POLL_MS while the tab is visible and as soon as the merchant comes back.
  const query = useApiQuery(wheelApi.get, { params: { id: wheelId } }, POLLED);
  const wheel = query.data ?? null;
  const error = queryErrorText(query);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading
        namespace={NAMESPACE}
        page="wheel-details"
        section="fortune-wheel"
        actions={
          can('EDIT') &&
          wheel && (
            <Button
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              onClick={() => navigate(`${listPath}/add?edit=${wheel.id}`)}
            >
              {t('details.edit')}
            </Button>
          )
        }
      />
      {error && <Alert severity="error">{t(error, { ns: 'common' })}</Alert>}
      {!wheel && !error && <Skeleton variant="rounded" height={300} />}
      {wheel && <WheelSummary wheel={wheel} />}
      <WheelLinks wheelId={wheelId} wheelName={wheel?.name} active={Boolean(wheel?.active)} />
      <WheelParticipants wheelId={wheelId} />
    </Stack>
  );
}
