import type { StatusColour } from '@wolvo/shared/contracts';

/** Text and background of one chip colour in one mode. */
export interface StatusTone {
  background: string;
  text: string;
}

/** Chip tones of the status colours, per mode: soft backgrounds with text dark enough (light) or light enough (dark) to read. */
export const STATUS_PALETTE: Record<'light' | 'dark', Record<StatusColour, StatusTone>> = {
  light: {
    lightblue: { background: '#e1f5fe', text: '#01579b' },
    pink: { background: '#fce4ec', text: '#ad1457' },
    orange: { background: '#fff3e0', text: '#bf360c' },
    yellow: { background: '#fff8c4', text: '#6d5200' },
    red: { background: '#ffebee', text: '#c62828' },
    blue: { background: '#e3f2fd', text: '#0d47a1' },
    green: { background: '#e8f5e9', text: '#1b5e20' },
    purple: { background: '#f3e5f5', text: '#6a1b9a' },
    default: { background: '#eeeeee', text: '#424242' },
  },
  dark: {
    lightblue: { background: 'rgba(79, 195, 247, 0.16)', text: '#81d4fa' },
    pink: { background: 'rgba(240, 98, 146, 0.16)', text: '#f48fb1' },
    orange: { background: 'rgba(255, 167, 38, 0.16)', text: '#ffcc80' },
    yellow: { background: 'rgba(255, 238, 88, 0.14)', text: '#fff59d' },
    red: { background: 'rgba(239, 83, 80, 0.18)', text: '#ef9a9a' },
    blue: { background: 'rgba(66, 165, 245, 0.18)', text: '#90caf9' },
    green: { background: 'rgba(102, 187, 106, 0.16)', text: '#a5d6a7' },
    purple: { background: 'rgba(171, 71, 188, 0.18)', text: '#ce93d8' },
    default: { background: 'rgba(255, 255, 255, 0.12)', text: '#e0e0e0' },
  },
};
