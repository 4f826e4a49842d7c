import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatDinars } from '@wolvo/shared/contracts';
import { formatDisplayDate } from '@wolvo/shared/ui/format';
import { directionOf, hasRtl, isolate, isolateLtr, visualRuns } from './bidi-text';
import type { SlipLang } from './tracking';

// What the slips and the manifest share: the font, money, phone and date formats, and the writer that
// lays out mixed Arabic and Latin text (pdfkit does no bidi by itself, see bidi-text.ts).

// Cairo: Latin and Arabic in one font, from the npm registry (SIL Open Font License), so names written
// in either script, digits and punctuation all come from the same face.
const fontFile = (weight: string) =>
  require.resolve(`@expo-google-fonts/cairo/${weight}/Cairo_${weight}.ttf`);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(fontFile('400Regular')),
    bold: readFileSync(fontFile('700Bold')),
  });

/**
 * Millimes in the one money format of the product (`formatDinars`), isolated in the slip's direction so
 * a name or a label around it never reorders it: `45,500 dt`, `45.500 DT`, `د.ت 45,500` once drawn.
 */
export const money = (millimes: number, lang: SlipLang) =>
  lang === 'ar'
    ? `\u2067${formatDinars(millimes, lang)}\u2069`
    : isolateLtr(formatDinars(millimes, lang));

// Cairo has no glyph for U+202F (the narrow no-break space the money format groups thousands with): the
// PDFs draw U+00A0, as unbreakable and a little wider, which pdftotext gives back as U+00A0.
const drawable = (text: string) => text.replace(/\u202f/g, '\u00a0');

/** A Tunisian 8-digit phone grouped 2-3-3 ("22 123 456"); anything else as written. */
export const formatPhone = (phone: string) =>
  isolateLtr(
    /^\d{8}$/.test(phone) ? `${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}` : phone,
  );

/**
 * A date as the screens' lists write it (the one date helper), in Tunis time as the merchant sees it,
 * isolated so a label around it never reorders its words and digits.
 */
export const printedDate = (at: Date | string, lang: SlipLang, withTime = false) =>
  isolate(formatDisplayDate(at, lang, withTime, 'Africa/Tunis'));

/**
 * "label : value" as the screens' `label-colon` writes it: in French a no-break space before the colon,
 * in English and Arabic none.
 */
export const labelled = (lang: SlipLang, label: string, value: string | number) =>
  `${label}${lang === 'fr' ? '\u00a0:' : ':'} ${value}`;

/** A pdfkit document. */
export type Doc = PDFKit.PDFDocument;
/** Alignment on the reading side ('start'), the other ('end'), or centred. */
export type Align = 'start' | 'end' | 'center';

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  align?: Align;
}

interface FontLayout {
  layout(text: string, features?: unknown, onlyWidth?: boolean): unknown;
  rtlCache?: Map<string, unknown>;
}

/**
 * pdfkit caches the layout of text drawn without `features` (word by word) but redoes the whole fontkit
 * shaping of every string drawn with them: right-to-left runs, the same names on every slip. Remembers
 * those per embedded font (pdfkit's own cache is shared the same way: layouts are read, never changed).
 */
function cacheRtlLayouts(doc: Doc) {
  const font = (doc as unknown as { _font?: FontLayout })._font;
  if (!font || font.rtlCache) return;
  const cache = new Map<string, unknown>();
  const layout = font.layout.bind(font);
  font.rtlCache = cache;
  font.layout = (text, features, onlyWidth) => {
    if (!Array.isArray(features) || features.length > 0) return layout(text, features, onlyWidth);
    let run = cache.get(text);
    if (run === undefined) {
      if (cache.size > 5000) cache.clear();
      run = layout(text, features, false);
      cache.set(text, run);
    }
    return run;
  };
}

/**
 * Writes text on a pdfkit document in the document's direction: bidi runs, wrapping, fitting, rules and
 * badges. The slips and the manifest draw every text through it.
 */
export class PdfWriter {
  private readonly rtl: boolean;
  constructor(
    private readonly doc: Doc,
    readonly lang: SlipLang,
  ) {
    this.rtl = lang === 'ar';
  }

  private readonly widths = new Map<string, number>();
  private current = { name: '', size: 0 };

  private font(style: TextStyle) {
    const name = style.bold ? 'bold' : 'regular';
    this.doc
      .font(name)
      .fontSize(style.size)
      .fillColor(style.color ?? '#000');
    this.current = { name, size: style.size };
    cacheRtlLayouts(this.doc);
  }

  private widthOf(text: string, rtl: boolean) {
    const key = `${this.current.name}|${this.current.size}|${rtl ? 1 : 0}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      if (this.widths.size > 20000) this.widths.clear();
      width = this.doc.widthOfString(drawable(text), rtl ? { features: [] } : {});
      this.widths.set(key, width);
    }
    return width;
  }

  /** Width of a line once drawn. */
  measure(text: string, style: TextStyle): number {
    this.font(style);
    return visualRuns(text).reduce((sum, run) => sum + this.widthOf(run.text, run.rtl), 0);
  }

  /** One line, bidi-ordered, aligned in [x, x + width]; start is the slip's reading side. */
  line(text: string, x: number, y: number, width: number, style: TextStyle) {
    if (!text) return;
    this.font(style);
    // A line with Arabic letters reads in the slip's direction (or its own on a Latin slip); a value
    // with none (a French address on an Arabic slip) keeps its own order and only takes the alignment.
    const base = hasRtl(text) && (this.rtl || directionOf(text) === 'rtl') ? 'rtl' : 'ltr';
    const runs = visualRuns(text, base);
    const widths = runs.map((run) => this.widthOf(run.text, run.rtl));
    const total = widths.reduce((a, b) => a + b, 0);
    const align = style.align ?? 'start';
    let at =
      align === 'center'
        ? x + (width - total) / 2
        : (align === 'start') === !this.rtl
          ? x
          : x + width - total;
    runs.forEach((run, i) => {
      this.doc.text(drawable(run.text), at, y, {
        lineBreak: false,
        ...(run.rtl ? { features: [] } : {}),
      });
      at += widths[i];
    });
  }

  /** Words of a text in lines of at most `width` (logical order), at most `max` lines, the last cut with "…". */
  wrap(text: string, width: number, style: TextStyle, max: number): string[] {
    this.font(style);
    // No-break spaces (inside an amount, before its currency) keep their words together.
    const words = text
      .replace(/[^\S\u00a0\u202f]+/g, ' ')
      .trim()
      .split(' ')
      .filter(Boolean);
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (!current || this.measure(next, style) <= width) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    if (lines.length <= max) return lines.map((l) => this.fit(l, width, style));
    const kept = lines.slice(0, max);
    kept[max - 1] = this.fit(`${kept[max - 1]} ${lines.slice(max).join(' ')}`, width, style, true);
    return kept.map((l) => this.fit(l, width, style));
  }

  /** The text, cut with "…" to fit the width. */
  fit(text: string, width: number, style: TextStyle, forceCut = false): string {
    if (!forceCut && this.measure(text, style) <= width) return text;
    let cut = text;
    while (cut.length > 1 && this.measure(`${cut}…`, style) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  /** Wrapped lines from y; returns the y after them. */
  paragraph(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    max: number,
  ): number {
    const lineHeight = style.size * 1.35;
    for (const l of this.wrap(text, width, style, max)) {
      this.line(l, x, y, width, style);
      y += lineHeight;
    }
    return y;
  }

  rule(x: number, y: number, width: number) {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.6)
      .strokeColor('#000')
      .stroke();
  }

  /** Black box with white text (service and fragile marks). */
  badge(text: string, x: number, y: number, width: number, align: Align, size = 8): number {
    const style = { size, bold: true, color: '#fff' };
    const w = this.measure(text, style) + 8;
    const left =
      align === 'center'
        ? x + (width - w) / 2
        : (align === 'start') === !this.rtl
          ? x
          : x + width - w;
    this.doc.rect(left, y, w, size + 6).fill('#000');
    this.line(text, left + 4, y + 1, w - 8, { ...style, align: 'center' });
    return w;
  }
}

/** Options of a new document. */
export interface PdfOptions {
  lang: SlipLang;
  title: string;
  /** The delivery provider's name (creator and producer of the file). */
  providerName: string;
  printedAt: Date;
  /** Deflate the page contents (default true); false keeps them readable, for debugging. */
  compress?: boolean;
}

/** A pdfkit document with the Cairo faces registered ('regular', 'bold'), and its bytes once ended. */
export function createPdf(options: PdfOptions): { doc: Doc; done: Promise<Buffer> } {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    compress: options.compress ?? true,
    lang: options.lang,
    info: {
      Title: options.title,
      Creator: options.providerName,
      Producer: options.providerName,
      CreationDate: options.printedAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Points per millimetre. */
export const MM = 72 / 25.4;
/** A4 portrait, in points. */
export const A4: [number, number] = [210 * MM, 297 * MM];
