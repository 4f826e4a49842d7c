import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/** Segment colours, light enough for dark text in both themes' wheels. */
const COLOURS = [
  '#FFB74D',
  '#81C784',
  '#64B5F6',
  '#F06292',
  '#BA68C8',
  '#4DD0E1',
  '#FFF176',
  '#A1887F',
  '#90A4AE',
  '#AED581',
  '#FF8A65',
  '#9575CD',
];

const SIZE = 300;
const R = 140;
const C = SIZE / 2;

const point = (angle: number, radius: number) => {
  const a = ((angle - 90) * Math.PI) / 180;
  return [C + radius * Math.cos(a), C + radius * Math.sin(a)] as const;
};

/** Characters of a prize title on one line before it wraps onto a second. */
const LINE_CHARS = 13;
/** Units of radius a title may take (from the hub to the rim). */
const TEXT_ROOM = 112;

/**
 * A prize title as one or two lines (split at the space nearest its middle) and the font size that fits
 * them along the radius: "Livraison gratuite" wraps instead of losing its end to an ellipsis.
 */
export function prizeLines(title: string, baseSize: number): { lines: string[]; fontSize: number } {
  const text = title.trim();
  let lines = [text];
  if (text.length > LINE_CHARS) {
    const spaces = [...text.matchAll(/ /g)].map((m) => m.index);
    if (spaces.length) {
      const cut = spaces.reduce((best, i) =>
        Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2) ? i : best,
      );
      lines = [text.slice(0, cut), text.slice(cut + 1)];
    }
  }
  // Very long words still end in an ellipsis rather than crossing the rim.
  lines = lines.map((line) => (line.length > 22 ? `${line.slice(0, 21)}…` : line));
  const longest = Math.max(...lines.map((line) => line.length), 1);
  // About 0.6 em per character of the bold face.
  const fontSize = Math.max(8, Math.min(baseSize, Math.floor(TEXT_ROOM / (0.6 * longest))));
  return { lines, fontSize };
}

/** The angle (degrees, clockwise from the top) at the middle of segment `index` of `count`. */
export const segmentMiddle = (index: number, count: number) => (360 / count) * (index + 0.5);

/**
 * The wheel as SVG: equal segments (the chance of an item is its weight, not its width, as on a real
 * wheel), each with its title; a pointer at the top. `rotation` turns the disc (degrees, clockwise); with
 * `spinMs` it turns there in an ease-out spin.
 */
export function WheelDrawing({
  titles,
  rotation = 0,
  spinMs = 0,
  label,
  size = SIZE,
}: {
  titles: string[];
  rotation?: number;
  spinMs?: number;
  label: string;
  size?: number;
}) {
  const theme = useTheme();
  const count = Math.max(titles.length, 1);
  const step = 360 / count;
  return (
    <Box
      // alignSelf as well as auto margins: a Stack's spacing resets its children's margins.
      sx={{
        position: 'relative',
        width: size,
        maxWidth: '100%',
        aspectRatio: '1 / 1',
        mx: 'auto',
        alignSelf: 'center',
      }}
    >
      <Box
        component="svg"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={label}
        sx={{
          width: '100%',
          height: '100%',
          display: 'block',
          transform: `rotate(${rotation}deg)`,
          transition: spinMs ? `transform ${spinMs}ms cubic-bezier(0.12, 0.8, 0.2, 1)` : 'none',
          // The SVG keeps its geometry in right-to-left pages: a wheel has no reading direction.
          direction: 'ltr',
        }}
      >
        <circle cx={C} cy={C} r={R + 6} fill={theme.palette.text.primary} />
        {titles.map((title, i) => {
          const [x1, y1] = point(i * step, R);
          const [x2, y2] = point((i + 1) * step, R);
          const large = step > 180 ? 1 : 0;
          const middle = segmentMiddle(i, count);
          const [tx, ty] = point(middle, R * 0.58);
          const { lines, fontSize } = prizeLines(title, count > 8 ? 10 : 12);
          const d =
            count === 1
              ? `M ${C} ${C - R} A ${R} ${R} 0 1 1 ${C - 0.01} ${C - R} Z`
              : `M ${C} ${C} L ${x1} ${y1} A ${R} ${R} 0 ${large} 1 ${x2} ${y2} Z`;
          return (
            <g key={i}>
              <path d={d} fill={COLOURS[i % COLOURS.length]} stroke="#fff" strokeWidth={2} />
              <text
                x={tx}
                y={ty}
                fill="#1a1a1a"
                fontSize={fontSize}
                fontWeight={600}
                textAnchor="middle"
                dominantBaseline="middle"
                // Along the radius, and never upside down on the left half.
                transform={`rotate(${middle > 180 ? middle + 90 : middle - 90} ${tx} ${ty})`}
                // Each title takes its own direction (an Arabic prize reads right to left).
                style={{ unicodeBidi: 'plaintext' }}
              >
                {lines.map((line, n) => (
                  // Two lines sit either side of the segment's middle line.
                  <tspan key={n} x={tx} dy={n === 0 ? `${-(lines.length - 1) * 0.55}em` : '1.1em'}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        <circle
          cx={C}
          cy={C}
          r={16}
          fill={theme.palette.background.paper}
          stroke="#1a1a1a"
          strokeWidth={3}
        />
      </Box>
      {/* The pointer, fixed at the top. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: -4,
          // Symmetric offsets: the RTL style plugin flips left/right, and `left: 50%` with a translate
          // put the pointer off the wheel's middle in Arabic.
          left: 0,
          right: 0,
          mx: 'auto',
          width: 0,
          height: 0,
          borderLeft: '14px solid transparent',
          borderRight: '14px solid transparent',
          borderTop: `26px solid ${theme.palette.error.main}`,
          filter: 'drop-shadow(0 1px 1px rgba(0,0,0,.4))',
        }}
      />
    </Box>
  );
}
