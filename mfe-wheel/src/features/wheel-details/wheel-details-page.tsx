import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from '@wolvo/shared/router';
import { WHEEL_POLL_MS, type WheelDetail } from '@wolvo/shared/contracts';
import { usePolling } from '@wolvo/shared/hooks';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { NAMESPACE } from '../../i18n/namespace';
import { getWheel } from '../../api/wheels';
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
  const [wheel, setWheel] = useState<WheelDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const listPath = pathname.replace(/\/[^/]+$/, '');

  // A customer plays a link elsewhere: the wheel's counts, its links' states and the participants are
  // asked for again every WHEEL_POLL_MS and as soon as the merchant comes back to the tab.
  const [refreshKey, setRefreshKey] = useState(0);
  usePolling(() => setRefreshKey((v) => v + 1), WHEEL_POLL_MS, {
    immediate: false,
    visibleOnly: true,
  });
  useEffect(() => {
    const controller = new AbortController();
    getWheel(wheelId, controller.signal).then(setWheel, (failure: unknown) => {
      if (!isCancelledRequest(failure)) setError(errorTextOf(failure));
    });
    return () => controller.abort();
  }, [wheelId, refreshKey]);

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
      <WheelLinks
        wheelId={wheelId}
        wheelName={wheel?.name}
        active={Boolean(wheel?.active)}
        refreshKey={refreshKey}
      />
      <WheelParticipants wheelId={wheelId} refreshKey={refreshKey} />
    </Stack>
  );
}
