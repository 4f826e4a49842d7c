import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Default number of dots. */
export const LOADING_DOTS_DEFAULT = 5;

/** Clamps a dot count to 3..5 (5 when not a number). */
export function clampDots(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return LOADING_DOTS_DEFAULT;
  return Math.min(5, Math.max(3, Math.round(count)));
}

const pulse = keyframes`
  0%, 80%, 100% { transform: scale(0.4); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

/** Props of `LoadingDots`. */
export interface LoadingDotsProps {
  /** Number of dots, clamped to 3..5; 5 by default (buttons use 3). */
  count?: number;
  /** Dot diameter in px. */
  size?: number;
  /** Dot colour; the current text colour by default. */
  color?: string;
  /**
   * What screen readers hear, the shared `loading` text by default. The public pages pass a text of their
   * own: they show no shared text before an error, so the `common` texts load only then.
   */
  label?: string;
}

/** Animated loading indicator, announced to screen readers as "loading". */
export function LoadingDots({ count, size = 8, color = 'currentColor', label }: LoadingDotsProps) {
  const { t } = useTranslation();
  const dots = clampDots(count);
  return (
    <Box
      role="status"
      aria-label={label ?? t('loading')}
      sx={{ display: 'inline-flex', gap: `${size / 2}px`, alignItems: 'center' }}
    >
      {Array.from({ length: dots }, (_, i) => (
        <Box
          key={i}
          component="span"
          data-testid="loading-dot"
          sx={{
            width: size,
            height: size,
            borderRadius: '50%',
            backgroundColor: color,
            animation: `${pulse} 1.2s ${i * 0.12}s infinite ease-in-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 },
          }}
        />
      ))}
    </Box>
  );
}
