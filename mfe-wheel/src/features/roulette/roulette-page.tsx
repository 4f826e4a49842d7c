import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type {
  PublicPageProps,
  WheelPlayResult,
  WheelPreview,
  WheelUrlRefusal,
} from '@wolvo/shared/contracts';
// The core entry: the public page's first load does without the rest of the contracts.
import { isWheelNoPrize } from '@wolvo/shared/contracts/core';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http/errors';
import { callPublicApi } from '@wolvo/shared/http/fetch';
import { wheelApi } from '@wolvo/shared/contracts/fortune-wheel/endpoints';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { PublicPageHeader } from '@wolvo/shared/ui/components/public-page-header';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { NAMESPACE } from '../../i18n/namespace';
import { segmentMiddle, WheelDrawing } from '../../components/wheel-drawing';

const SPIN_MS = 4200;

// The winner's form (and the geography it needs) loads when a spin starts, while the wheel turns.
const loadClaimForm = () => import('./claim-form');
const ClaimForm = lazy(() => loadClaimForm().then((m) => ({ default: m.ClaimForm })));
const VISITOR_KEY = 'wolvo.wheel-visitor';

/** A random id this browser keeps, so the merchant can tell returning visitors apart. */
function visitorId(): string {
  try {
    const known = window.localStorage.getItem(VISITOR_KEY);
    if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  } catch {
    /* storage unavailable: a new id each visit */
  }
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    window.localStorage.setItem(VISITOR_KEY, id);
  } catch {
    /* ignore */
  }
  return id;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type State =
  | { step: 'loading' }
  | { step: 'invalid'; reason: WheelUrlRefusal }
  | { step: 'failed'; message: string }
  | { step: 'ready'; wheel: WheelPreview }
  | { step: 'spinning'; wheel: WheelPreview; result: WheelPlayResult }
  | { step: 'won'; wheel: WheelPreview; result: WheelPlayResult }
  | { step: 'saved'; wheel: WheelPreview; result: WheelPlayResult };

const REFUSAL_OF_MESSAGE: Record<string, WheelUrlRefusal> = {
  'roulette.id.not-found': 'NOT_FOUND',
  'roulette.url.used': 'USED',
  'roulette.url.expired': 'EXPIRED',
  'roulette.wheel.disabled': 'DISABLED',
};

/**
 * The public roulette page (`/{lang}/roulette/:id`): a customer opens the merchant's single-use link on a
 * phone, spins once (the server draws the prize; the wheel only lands on it), then leaves the details the
 * merchant needs to send the prize. A used, expired or unknown link gets a page saying so.
 */
export default function RoulettePage({ language, id }: PublicPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<State>({ step: 'loading' });
  const [rotation, setRotation] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [playError, setPlayError] = useState<string | null>(null);

  // Not useApiQuery: TanStack Query (13.6 KB gzip) and the axios client are on no script this public
  // page loads, and it is over its 200 KB budget already.
  useEffect(() => {
    const controller = new AbortController();
    setState({ step: 'loading' });
    (async () => {
      const input = { params: { urlId: id } };
      const check = await callPublicApi(wheelApi.verifyUrl, input, { signal: controller.signal });
      if (!check.valid) return setState({ step: 'invalid', reason: check.reason ?? 'NOT_FOUND' });
      setState({
        step: 'ready',
        wheel: await callPublicApi(wheelApi.preview, input, { signal: controller.signal }),
      });
    })().catch((error: unknown) => {
      if (isCancelledRequest(error)) return;
      const message = errorTextOf(error);
      const reason = REFUSAL_OF_MESSAGE[message];
      setState(reason ? { step: 'invalid', reason } : { step: 'failed', message });
    });
    return () => controller.abort();
  }, [id, attempt]);

  useEffect(() => {
    document.title = t('pages.roulette.title');
  }, [t]);

  const spin = async (wheel: WheelPreview) => {
    setPlayError(null);
    void loadClaimForm();
    try {
      const result = await callPublicApi(wheelApi.play, {
        body: { urlId: id, visitorId: visitorId() },
      });
      const index = Math.max(
        0,
        wheel.items.findIndex((item) => item.id === result.item.id),
      );
      // Whole turns, then the won segment's middle under the pointer at the top.
      const target = 360 * 6 + (360 - segmentMiddle(index, wheel.items.length));
      const still = prefersReducedMotion();
      setRotation(target);
      setState({ step: still ? 'won' : 'spinning', wheel, result });
      if (!still) window.setTimeout(() => setState({ step: 'won', wheel, result }), SPIN_MS + 150);
    } catch (failure) {
      const message = errorTextOf(failure);
      const reason = REFUSAL_OF_MESSAGE[message];
      if (reason) setState({ step: 'invalid', reason });
      else setPlayError(message);
    }
  };

  const noPrize = 'result' in state && isWheelNoPrize(state.result.item);

  return (
    <Box sx={{ minHeight: 'var(--app-height, 100vh)', bgcolor: 'background.default' }}>
      <PublicPageHeader
        title={t('pages.roulette.title')}
        language={language}
        pathIn={(l) => `/${l}/roulette/${id}`}
        languageLabel={t('roulette.language')}
      />
      <Box component="main" sx={{ maxWidth: 560, mx: 'auto', p: 2 }}>
        {state.step === 'loading' && (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 6 }}>
            <Typography component="h1" variant="h5">
              {t('pages.roulette.title')}
            </Typography>
            <LoadingDots label={t('roulette.loading')} />
          </Stack>
        )}
        {state.step === 'invalid' && (
          <Stack spacing={2} sx={{ py: 4 }} data-testid="roulette-invalid">
            <Typography component="h1" variant="h5">
              {t('roulette.invalid-title')}
            </Typography>
            <Alert severity="warning">{t(`roulette.reason.${state.reason}`)}</Alert>
          </Stack>
        )}
        {state.step === 'failed' && (
          <Stack spacing={2} sx={{ py: 4 }}>
            <Typography component="h1" variant="h5">
              {t('roulette.failed')}
            </Typography>
            <Alert severity="error">{t(state.message, { ns: 'common' })}</Alert>
            <Box>
              <Button variant="outlined" onClick={() => setAttempt((n) => n + 1)}>
                {t('roulette.retry')}
              </Button>
            </Box>
          </Stack>
        )}
        {(state.step === 'ready' ||
          state.step === 'spinning' ||
          state.step === 'won' ||
          state.step === 'saved') && (
          <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
              {state.wheel.name}
            </Typography>
            <WheelDrawing
              titles={state.wheel.items.map((i) => i.title)}
              rotation={rotation}
              spinMs={prefersReducedMotion() ? 0 : SPIN_MS}
              label={t('roulette.wheel-label', {
                items: state.wheel.items.map((i) => i.title).join(', '),
              })}
              size={320}
            />
            {state.step === 'ready' && (
              <>
                {playError && <Alert severity="error">{t(playError, { ns: 'common' })}</Alert>}
                <Button variant="contained" size="large" onClick={() => void spin(state.wheel)}>
                  {t('roulette.spin')}
                </Button>
              </>
            )}
            {state.step === 'spinning' && (
              <Typography role="status" sx={{ textAlign: 'center' }}>
                {t('roulette.spinning')}
              </Typography>
            )}
            {state.step === 'won' && noPrize && (
              // The consolation segment: not a win, and no address to ask for (the server refuses one).
              <Alert severity="info" role="status" data-testid="roulette-no-prize">
                <Typography component="p" variant="h6">
                  {t('roulette.no-prize')} <UserText>{state.result.item.title}</UserText>
                </Typography>
                <Typography component="p">{t('roulette.no-prize-thanks')}</Typography>
              </Alert>
            )}
            {(state.step === 'won' || state.step === 'saved') && !noPrize && (
              <Alert severity="success" role="status" data-testid="roulette-won">
                <Typography component="p" variant="h6">
                  {t('roulette.won')} <UserText>{state.result.item.title}</UserText>
                </Typography>
              </Alert>
            )}
            {state.step === 'won' && !noPrize && (
              <Suspense fallback={<LoadingDots label={t('roulette.loading')} />}>
                <ClaimForm
                  urlId={id}
                  language={language}
                  onSaved={() => setState({ ...state, step: 'saved' })}
                />
              </Suspense>
            )}
            {state.step === 'saved' && (
              <Alert severity="info" data-testid="roulette-saved">
                {t('roulette.thanks')}
              </Alert>
            )}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
