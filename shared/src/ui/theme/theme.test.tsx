import { act, screen, waitFor } from '@testing-library/react';
import Button from '@mui/material/Button';
import {
  decomposeColor,
  getContrastRatio,
  recomposeColor,
  useTheme,
  type Theme,
} from '@mui/material/styles';
import { STORAGE_KEYS } from '@wolvo/shared/contracts';
import { eventBus } from '@wolvo/shared/events';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useColorMode } from './color-mode';
import { createWolvoTheme, PRIMARY_BLUE } from './create-theme';
import { emotionCacheOf } from './emotion-cache';
import { ListPagination } from '../paged-list/pagination';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles, WORKSPACE_ROOT } from '../../testing/source-guard';

function Probe() {
  const theme = useTheme();
  const { mode, toggle } = useColorMode();
  return (
    <Button onClick={toggle}>
      {theme.direction}/{theme.palette.mode}/{mode}
    </Button>
  );
}

describe('theme', () => {
  beforeEach(() => window.localStorage.clear());

  it('is blue, in both modes, and carries the status palette', () => {
    const light = createWolvoTheme({ mode: 'light', direction: 'ltr' });
    const dark = createWolvoTheme({ mode: 'dark', direction: 'rtl' });
    expect(light.palette.primary.main).toBe(PRIMARY_BLUE.light);
    expect(dark.palette.mode).toBe('dark');
    expect(dark.direction).toBe('rtl');
    expect(dark.palette.status.green.text).toBeDefined();
  });

  it('gives the contained error button (confirm a deletion) AA contrast with its white text in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createWolvoTheme({ mode, direction: 'ltr' });
      const override = theme.components?.MuiButton?.styleOverrides?.root as (props: {
        theme: Theme;
        ownerState: { variant: string; color: string };
      }) => { backgroundColor?: string };
      const background =
        override({ theme, ownerState: { variant: 'contained', color: 'error' } }).backgroundColor ??
        theme.palette.error.main;
      expect(getContrastRatio(background, theme.palette.error.contrastText)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('gives the hovered contained button AA contrast with its text, as drawn (a translucent text over it)', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createWolvoTheme({ mode, direction: 'ltr' });
      const background = theme.palette.primary.dark;
      const text = decomposeColor(theme.palette.primary.contrastText);
      const under = decomposeColor(background).values;
      const opacity = text.type === 'rgba' ? Number(text.values[3]) : 1;
      const drawn = recomposeColor({
        type: 'rgb',
        values: [0, 1, 2].map((i) =>
          Math.round(opacity * Number(text.values[i]) + (1 - opacity) * Number(under[i])),
        ) as [number, number, number],
      });
      expect({ mode, ratio: getContrastRatio(background, drawn) >= 4.5 }).toEqual({
        mode,
        ratio: true,
      });
    }
  });

  it('gives the error badge (notification count) AA contrast with its white text in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createWolvoTheme({ mode, direction: 'ltr' });
      const override = theme.components?.MuiBadge?.styleOverrides?.colorError as
        ((props: { theme: Theme }) => { backgroundColor?: string }) | undefined;
      const background = override?.({ theme }).backgroundColor ?? theme.palette.error.main;
      expect(getContrastRatio(background, theme.palette.error.contrastText)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('uses one emotion cache per direction, the RTL one flipping styles', () => {
    expect(emotionCacheOf('rtl')).toBe(emotionCacheOf('rtl'));
    expect(emotionCacheOf('rtl').key).toBe('muirtl');
    expect(emotionCacheOf('ltr').key).toBe('mui');
  });

  it('turns the document right-to-left for Arabic', () => {
    renderWithProviders(<Probe />, { language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('button')).toHaveTextContent('rtl/light/light');
  });

  it('toggles dark mode, persists it and announces it', async () => {
    const seen = jest.fn();
    const off = eventBus.subscribe('theme.changed', seen);
    renderWithProviders(<Probe />, { language: 'en' });
    expect(document.documentElement.dir).toBe('ltr');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('ltr/dark/dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark');
    // The switch publishes through publishEvent, which loads the bus first: delivery is asynchronous.
    await waitFor(() => expect(seen).toHaveBeenCalledWith({ mode: 'dark' }));
    off();
  });
});

describe("MUI's own texts (issue 36)", () => {
  it.each([
    ['fr', 'Aller à la page suivante'],
    ['en', 'Go to next page'],
    ['ar', 'انتقل إلى الصفحة التالية'],
  ] as const)('the pagination of a list speaks %s', (language, next) => {
    renderWithProviders(
      <ListPagination total={50} paging={{ offset: 0, limit: 10 }} setPaging={() => undefined} />,
      { language },
    );
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
  });
});

describe("MUI's own texts come from our small table, not @mui/material/locale", () => {
  it.each([
    ['fr', 'Pas de résultats', 'Fermer'],
    ['en', 'No options', 'Close'],
    ['ar', 'لا يوجد خيارات', 'إغلاق'],
  ] as const)('an autocomplete with nothing to offer speaks %s', async (language, none, close) => {
    renderWithProviders(
      <Autocomplete
        open
        options={[] as string[]}
        renderInput={(params) => <TextField {...params} label="x" />}
      />,
      { language },
    );
    expect(await screen.findByText(none)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: close })).toBeInTheDocument();
  });

  // `@mui/material/locale` is one module exporting every MUI locale; shared as a federation singleton it is
  // never tree-shaken, and it put the public pages 20 KB gzip over their budget.
  it('no source imports @mui/material/locale', () => {
    const offenders = sourceFiles().filter((file) =>
      /from ['"]@mui\/material\/locale['"]/.test(
        readFileSync(path.join(WORKSPACE_ROOT, file), 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
