import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { RELOAD_DELAY_MS } from '@wolvo/shared/contracts/core';
import { reloadPage } from './unload-warning';

/** Technical details are shown only in development builds or on hosts whose name contains "dev". */
export function showTechnicalDetails(
  nodeEnv: string | undefined = process.env.NODE_ENV,
  hostname: string = typeof window === 'undefined' ? '' : window.location.hostname,
): boolean {
  return nodeEnv === 'development' || hostname.includes('dev');
}

export interface CrashScreenProps {
  error: unknown;
  onTryAgain: () => void;
}

/** Full-page fallback of the root error boundary: reload (after 1 s) or try again. */
export function CrashScreen({ error, onTryAgain }: CrashScreenProps) {
  const { t } = useTranslation('shell');
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    window.setTimeout(reloadPage, RELOAD_DELAY_MS);
  };
  const details =
    error instanceof Error
      ? `${error.name}: ${error.message}\n${error.stack ?? ''}`
      : String(error);
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper sx={{ p: 4, maxWidth: 640, width: '100%' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {t('crash.title')}
          </Typography>
          <Typography color="text.secondary">{t('crash.text')}</Typography>
          {showTechnicalDetails() && (
            <Box
              component="pre"
              sx={{
                fontSize: 12,
                overflow: 'auto',
                maxHeight: 240,
                bgcolor: 'action.hover',
                p: 1.5,
                borderRadius: 1,
              }}
            >
              {details}
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button
              variant="contained"
              startIcon={<RefreshIcon />}
              onClick={reload}
              disabled={reloading}
            >
              {t('crash.reload')}
            </Button>
            <Button variant="outlined" startIcon={<ReplayIcon />} onClick={onTryAgain}>
              {t('crash.try-again')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}

interface State {
  error: unknown;
}

/** Root error boundary: anything the area boundaries did not contain ends on the crash screen. */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] crashed', error, info.componentStack);
  }

  render(): ReactNode {
    if (this.state.error)
      return (
        <CrashScreen error={this.state.error} onTryAgain={() => this.setState({ error: null })} />
      );
    return this.props.children;
  }
}
