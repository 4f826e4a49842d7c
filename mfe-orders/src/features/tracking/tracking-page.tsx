import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import type {
  Language,
  PublicPageProps,
  StatusColour,
  TrackingStep,
  TrackingView,
} from '@wolvo/shared/contracts';
import { trackingApi } from '@wolvo/shared/contracts/tracking/endpoints';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http/errors';
import { arrivedPublicGet, callPublicApi, urlOf } from '@wolvo/shared/http/fetch';
import { formatDinars } from '@wolvo/shared/ui/format/money';
import { formatDay } from '@wolvo/shared/ui/format/format-day';
import { formatDisplayDate } from '@wolvo/shared/ui/format/format-date';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { PublicPageHeader } from '@wolvo/shared/ui/components/public-page-header';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import { Alert } from './lazy-alert';

// The day choice shows only while a day can be chosen; its code loads then.
const ChoiceForm = lazy(() => import('./choice-form'));

/** The parcel if the host's early GET of it has already arrived (the server's first paint): a first render. */
const trackingNow = (token: string) =>
  arrivedPublicGet<TrackingView>(urlOf(trackingApi.get, { token }));
const getTracking = (token: string, signal?: AbortSignal) =>
  callPublicApi(trackingApi.get, { params: { token } }, { signal });

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; view: TrackingView };

/**
 * The recipient's page behind the slip's QR code (`/{lang}/track/{token}`), public: where the parcel is,
 * what to pay, and a delivery day to pick or a refusal to announce. Made for a phone.
 */
export default function TrackingPage({ language, id: token }: PublicPageProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  // The parcel may be in already: it then shows in the first render (the same as the server's first paint).
  const [load, setLoad] = useState<Load>(() => {
    const view = trackingNow(token);
    return view ? { state: 'ready', view } : { state: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const arrived = attempt === 0 ? trackingNow(token) : undefined;
    if (arrived) {
      setLoad((current) =>
        current.state === 'ready' ? current : { state: 'ready', view: arrived },
      );
      // Taken, so that a later Retry asks the server again.
      void getTracking(token).catch(() => undefined);
      return;
    }
    setLoad({ state: 'loading' });
    getTracking(token, controller.signal)
      .then((view) => setLoad({ state: 'ready', view }))
      .catch((error: unknown) => {
        if (!isCancelledRequest(error)) setLoad({ state: 'failed', message: errorTextOf(error) });
      });
    return () => controller.abort();
  }, [token, attempt]);

  useEffect(() => {
    document.title = t('tracking.document-title');
  }, [t, i18n.language]);

  return (
    <Box sx={{ minHeight: 'var(--app-height, 100vh)', bgcolor: 'background.default' }}>
      <PublicPageHeader
        title={t('tracking.brand')}
        language={language}
        pathIn={(l) => `/${l}/track/${token}`}
        languageLabel={t('tracking.language')}
      />
      <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: 2 }}>
        {load.state === 'loading' && (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 6 }}>
            <LoadingDots label={t('tracking.loading')} />
            <Typography color="text.secondary">{t('tracking.loading')}</Typography>
          </Stack>
        )}
        {load.state === 'failed' && (
          <Stack spacing={2} sx={{ py: 4 }}>
            <Typography variant="h5" component="h1">
              {load.message === 'track.not-found'
                ? t('tracking.not-found-title')
                : t('tracking.failed')}
            </Typography>
            <Alert severity={load.message === 'track.not-found' ? 'warning' : 'error'}>
              {t(load.message, { ns: 'common' })}
            </Alert>
            {load.message !== 'track.not-found' && (
              <Box>
                <Button variant="outlined" onClick={() => setAttempt((n) => n + 1)}>
                  {t('tracking.retry')}
                </Button>
              </Box>
            )}
          </Stack>
        )}
        {load.state === 'ready' && (
          <TrackingDetails
            view={load.view}
            language={language}
            token={token}
            onChanged={(view) => setLoad({ state: 'ready', view })}
          />
        )}
      </Box>
    </Box>
  );
}

function TrackingDetails({
  view,
  language,
  token,
  onChanged,
}: {
  view: TrackingView;
  language: Language;
  token: string;
  onChanged: (view: TrackingView) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const day = (d: string) => formatDay(d, language);
  const [justChose, setJustChose] = useState(false);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('tracking.heading', { company: view.company })}
        </Typography>
        <Typography color="text.secondary">
          {t('tracking.code')} <UserText>{view.code}</UserText>
        </Typography>
      </Box>

      <Paper variant="outlined" sx={{ p: 2 }} data-testid="tracking-amount">
        {view.amountDue > 0 ? (
          <>
            <Typography color="text.secondary">
              {view.stage === 'DELIVERED' ? t('tracking.amount-paid') : t('tracking.amount-title')}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
              {formatDinars(view.amountDue, language)}
            </Typography>
            <Typography color="text.secondary">
              {t(`tracking.payment.${view.paymentType}`)}
            </Typography>
          </>
        ) : (
          <Typography variant="h6" component="p">
            {t('tracking.nothing-due')}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Tag label={view.canOpen ? t('tracking.can-open') : t('tracking.cannot-open')} />
          {view.fragile && <Tag colour="orange" label={t('tracking.fragile')} />}
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t(`tracking.stage.${view.stage}`)}
          {view.tryNumber !== null &&
            ` · ${view.tryNumber >= 4 ? t('tracking.try-many') : t('tracking.try', { n: view.tryNumber })}`}
        </Typography>
        {view.expected && (
          <Typography data-testid="tracking-expected" sx={{ fontWeight: 600 }}>
            {view.expected.from === view.expected.to
              ? t('tracking.expected-one', { day: day(view.expected.from) })
              : t('tracking.expected-range', {
                  from: day(view.expected.from),
                  to: day(view.expected.to),
                })}
          </Typography>
        )}
        <Typography color="text.secondary">
          {t(
            'tracking.destination',
            language === 'ar' ? view.destination.arabic : view.destination,
          )}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          {t('tracking.timeline-title')}
        </Typography>
        <Timeline steps={view.steps} current={view.stage} language={language} />
      </Paper>

      {view.choice && (
        <Alert severity={view.choice.kind === 'REFUSE' ? 'warning' : 'success'} role="status">
          {justChose && `${t('tracking.choice-thanks')} `}
          {view.choice.kind === 'DAY' && view.choice.day
            ? t('tracking.chosen-DAY', { day: day(view.choice.day) })
            : t('tracking.chosen-REFUSE')}
          {view.choiceDays.length === 0 && view.expected && ` ${t('tracking.again-tomorrow')}`}
        </Alert>
      )}

      {view.choiceDays.length > 0 && (
        <Suspense fallback={null}>
          <ChoiceForm
            view={view}
            token={token}
            language={language}
            onChosen={(next) => {
              setJustChose(true);
              onChanged(next);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * A short label in a rounded box, outlined or in a status colour. The page paints its own rather than use
 * MUI's Chip (about 3 KB gzip more on a phone's first load); unlike a Chip, a long label wraps.
 */
function Tag({ label, colour }: { label: string; colour?: StatusColour }) {
  return (
    <Box
      component="span"
      data-colour={colour}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 24,
        px: 1.25,
        py: 0.25,
        borderRadius: 3,
        fontSize: theme.typography.pxToRem(13),
        lineHeight: 1.4,
        ...(colour
          ? {
              bgcolor: theme.palette.status[colour].background,
              color: theme.palette.status[colour].text,
            }
          : { border: 1, borderColor: 'divider' }),
      })}
    >
      {label}
    </Box>
  );
}

function Timeline({
  steps,
  current,
  language,
}: {
  steps: TrackingStep[];
  current: TrackingView['stage'];
  language: Language;
}) {
  const { t } = useTranslation(NAMESPACE);
  const currentIndex = steps.findIndex((s) => s.stage === current);
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="tracking-timeline">
      {steps.map((step, index) => {
        const done = index <= currentIndex;
        return (
          <Box
            component="li"
            key={step.stage}
            aria-current={index === currentIndex ? 'step' : undefined}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.75 }}
          >
            {done ? (
              <CheckCircleIcon color="success" titleAccess={t('tracking.reached')} />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" titleAccess={t('tracking.pending')} />
            )}
            <Box>
              <Typography sx={{ fontWeight: index === currentIndex ? 700 : 400 }}>
                {t(`tracking.stage.${step.stage}`)}
              </Typography>
              {step.at && (
                <Typography variant="body2" color="text.secondary">
                  {formatDisplayDate(step.at, language, true, 'Africa/Tunis')}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
