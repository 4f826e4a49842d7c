import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EChartsCoreOption } from 'echarts/core';
import { NAMESPACE } from '../../i18n/namespace';
import { loadEcharts } from './load-echarts';
import { isNarrowChart, phoneChartOption } from './chart-options';

/** The data of a chart as a table, its text alternative for screen readers and anyone who asks. */
export interface ChartTable {
  columns: string[];
  rows: Array<Array<string | number>>;
}

/** A value, or the function that builds it when it is first needed. */
type Lazy<T> = T | (() => T);
const valueOf = <T extends object>(lazy: Lazy<T>): T =>
  typeof lazy === 'function' ? (lazy as () => T)() : lazy;

/** Props of `EChart`. */
export interface EChartProps {
  /**
   * The option, or a function building it once echarts has loaded: a first paint then formats nothing
   * only the chart shows (an axis of days builds an Intl.DateTimeFormat, milliseconds on a phone).
   */
  option: Lazy<EChartsCoreOption>;
  /** One sentence saying what the chart shows (its accessible name). */
  summary: string;
  /** The chart's data, shown as a table on demand (or a function building it then). */
  table: Lazy<ChartTable>;
  height?: number;
}

type Chart = ReturnType<Awaited<ReturnType<typeof loadEcharts>>['init']>;

/**
 * An echarts chart loaded on demand (SVG), redrawn when its option changes (theme, direction, language,
 * data) and on resize. Screen readers read `summary`; a button shows the same data as a table.
 * @example <EChart option={categorySeriesOption(theme, {...})} summary={t('x.summary')} table={{ columns, rows }} />
 */
export function EChart({ option, summary, table, height = 280 }: EChartProps) {
  const { t } = useTranslation(NAMESPACE);
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [showTable, setShowTable] = useState(false);
  // The holder's width decides the layout (a chart in a half-width card is narrow on a tablet too).
  const [narrow, setNarrow] = useState(false);
  const tableId = useId();

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Once the page around the chart is on screen: echarts (about 190 KB gzip) is fetched, compiled and
    // run after the page's first paint, not before it. A timer set in a frame callback fires after that
    // frame's work on the main thread; waiting one frame more lets the paint's raster finish too, which
    // echarts' compile on a background thread would otherwise share two cores with.
    const nextFrame = (then: () => void) => {
      frame = requestAnimationFrame(() => (timer = setTimeout(then)));
    };
    const afterPaint = new Promise<void>((resolve) => nextFrame(() => nextFrame(resolve)));
    afterPaint
      .then(loadEcharts)
      .then(({ init }) => {
        if (cancelled || !holder.current) return;
        chart.current = init(holder.current, undefined, { renderer: 'svg' });
        setNarrow(isNarrowChart(holder.current.clientWidth));
        setState('ready');
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => {
            chart.current?.resize();
            setNarrow(isNarrowChart(holder.current?.clientWidth ?? 0));
          });
          observer.observe(holder.current);
        }
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (state !== 'ready') return;
    const full = valueOf(option);
    chart.current?.setOption(narrow ? phoneChartOption(full) : full, { notMerge: true });
    // The container is the image with its summary; echarts' drawing inside is decoration.
    holder.current?.querySelector('svg')?.setAttribute('aria-hidden', 'true');
    // Only crossing the phone width rebuilds the option; other resizes are echarts' own.
  }, [option, state, narrow]);

  return (
    <Box>
      <Box sx={{ position: 'relative', height }}>
        <Box
          ref={holder}
          role="img"
          aria-label={summary}
          // echarts lays its texts out left to right and mirrors itself through the option; an
          // attribute, since the RTL style plugin would flip a CSS `direction`.
          dir="ltr"
          sx={{ position: 'absolute', inset: 0 }}
        />
        {state === 'loading' && (
          <Skeleton variant="rounded" height={height} sx={{ position: 'absolute', inset: 0 }} />
        )}
        {state === 'failed' && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ position: 'absolute', inset: 0 }}
          >
            {t('charts.failed')} {summary}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        onClick={() => setShowTable((v) => !v)}
        aria-expanded={showTable}
        aria-controls={tableId}
        sx={{ mt: 0.5 }}
      >
        {showTable ? t('charts.hide-table') : t('charts.show-table')}
      </Button>
      <TableContainer
        id={tableId}
        hidden={!showTable}
        // Scrolls when long: reachable by keyboard, named by the chart's summary.
        tabIndex={showTable ? 0 : undefined}
        role={showTable ? 'region' : undefined}
        aria-label={showTable ? summary : undefined}
        sx={{ maxHeight: 320 }}
      >
        {showTable && <ChartDataTable table={valueOf(table)} summary={summary} />}
      </TableContainer>
    </Box>
  );
}

/** The chart's data as a table. */
function ChartDataTable({ table, summary }: { table: ChartTable; summary: string }) {
  return (
    <Table size="small" aria-label={summary}>
      <TableHead>
        <TableRow>
          {table.columns.map((c) => (
            <TableCell key={c}>{c}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {table.rows.map((row, i) => (
          <TableRow key={i}>
            {row.map((cell, j) => (
              <TableCell key={j}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
