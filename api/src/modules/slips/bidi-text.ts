import bidiFactory from 'bidi-js';

// pdfkit shapes Arabic through fontkit but does no bidi: laid out word by word (its default), each Arabic
// word is right but the words run left to right; laid out as one string (any `features`), fontkit reverses
// the whole string, Latin and digits included. So a line is cut into bidi runs here (UAX #9 through
// bidi-js), the runs put in visual order (rule L2), and each run drawn on its own: a right-to-left run as
// one string with `features` (fontkit reverses it, shaped), a left-to-right run word by word.

const bidi = bidiFactory();

/** One piece of a line, in visual order, drawn left to right. */
export interface VisualRun {
  text: string;
  rtl: boolean;
}

const CONTROLS = /[\u200e\u200f\u2066-\u2069]/g;

/** A value kept left to right as a whole inside any line (phone groups, dates, amounts, codes). */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/**
 * A value kept whole in its own direction inside any line (first strong isolate): a French address or a
 * Latin name on an Arabic slip, an Arabic month name in a dated label.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** Whether the text holds any right-to-left letter (Arabic, Hebrew). */
export const hasRtl = (text: string) => RTL_CHAR.test(text);

/**
 * The line's runs in visual order. `base` is the paragraph direction: 'auto' takes the first strong
 * letter's. Mirrored characters (brackets) of right-to-left runs are swapped.
 */
export function visualRuns(line: string, base: 'ltr' | 'rtl' | 'auto' = 'auto'): VisualRun[] {
  const key = `${base}\u0000${line}`;
  let runs = runCache.get(key);
  if (!runs) {
    // Slips repeat the same labels and names thousands of times: a small memo saves the UAX #9 work.
    if (runCache.size > 5000) runCache.clear();
    runs = computeRuns(line, base);
    runCache.set(key, runs);
  }
  return runs;
}

const runCache = new Map<string, VisualRun[]>();

function computeRuns(line: string, base: 'ltr' | 'rtl' | 'auto'): VisualRun[] {
  if (!line) return [];
  if (!hasRtl(line) && base !== 'rtl') return [{ text: line.replace(CONTROLS, ''), rtl: false }];
  const levels = bidi.getEmbeddingLevels(line, base === 'auto' ? undefined : base);
  const chars = [...line];
  // bidi-js works on UTF-16 indexes; the texts here are BMP, where a char is one index.
  // Its README says the levels result; it answers an empty map unless given the levels array itself.
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  for (const [index, char] of mirrored) chars[index] = char;
  const order = chars.map((_, i) => i);
  for (const [start, end] of bidi.getReorderSegments(line, levels)) {
    const slice = order.slice(start, end + 1).reverse();
    order.splice(start, slice.length, ...slice);
  }
  // Consecutive visual positions with the same direction make one run; a right-to-left run is given to
  // fontkit in logical order (it reverses it), so its characters are put back in logical order.
  const runs: Array<{ indexes: number[]; rtl: boolean }> = [];
  for (const index of order) {
    const rtl = (levels.levels[index] & 1) === 1;
    const last = runs.at(-1);
    if (last && last.rtl === rtl) last.indexes.push(index);
    else runs.push({ indexes: [index], rtl });
  }
  return runs
    .map(({ indexes, rtl }) => ({
      rtl,
      // The isolate and mark controls have no glyph: they only steer the ordering.
      text: (rtl ? [...indexes].reverse() : indexes)
        .map((i) => chars[i])
        .join('')
        .replace(CONTROLS, ''),
    }))
    .filter((run) => run.text !== '');
}

/** The paragraph direction of a text: the first strong letter's (left to right when none). */
export function directionOf(text: string): 'ltr' | 'rtl' {
  const levels = bidi.getEmbeddingLevels(text);
  return (levels.paragraphs[0]?.level ?? 0) & 1 ? 'rtl' : 'ltr';
}
