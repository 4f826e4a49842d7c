// The right-to-left style plugin of the Arabic pages: a stylis plugin that mirrors each declaration as
// it is inserted (`margin-left` -> `margin-right`, `text-align:left` -> `right`, the 2nd and 4th of four
// margins, border radii, the horizontal offset of shadows and translations, horizontal background
// percentages, east/west resize cursors, `direction`). It does what stylis-plugin-rtl and cssjanus do to
// the styles MUI and the app write (the test compares both on every declaration MUI writes), in about a
// fifth of their code: the Arabic login page downloads it before its form shows. No `@noflip` comments
// (nothing here writes them).
import type { StylisPlugin } from '@emotion/cache';

const NUMBER = '(?:[0-9]*\\.[0-9]+|[0-9]+)';
/** A length, a percentage, a bare number or a keyword that may stand for one. */
const QUANTITY = `(-?${NUMBER}(?:[a-z%]+)?|inherit|auto)`;
/** `left` or `right` as a word, not inside parentheses (a url). */
const EDGE = /(^|[^a-zA-Z])(left|right)(?![a-zA-Z])(?![^(]*\))/g;
/** Outside parentheses: `rgba(0, 0, 0, 0.2)` stays one word, `translate(1px;2px)` one declaration. */
const OUTSIDE = '(?![^(]*\\))';

const negate = (value: string) =>
  parseFloat(value) === 0 || !/^-?[0-9.]/.test(value)
    ? value
    : value.startsWith('-')
      ? value.slice(1)
      : `-${value}`;

const swapEdges = (text: string) =>
  text.replace(EDGE, (_m, before: string, edge: string) =>
    before.concat(edge === 'left' ? 'right' : 'left'),
  );

const words = (value: string) => value.trim().split(new RegExp(`\\s+${OUTSIDE}`));

function flipRadii(values: string[]): string[] {
  const [a, b, c, d] = values;
  if (values.length === 4) return [b!, a!, d!, c!];
  if (values.length === 3) return [b!, a!, b!, c!];
  return values.length === 2 ? [b!, a!] : values;
}

function mirrorValue(property: string, value: string): string {
  const important = /\s*!important\s*$/.exec(value)?.[0] ?? '';
  let body = swapEdges(important ? value.slice(0, -important.length) : value).replace(
    /(^|[^a-zA-Z])([ns]?)([ew])-resize/g,
    (_m, before: string, ns: string, ew: string) =>
      `${before}${ns}${ew === 'e' ? 'w' : 'e'}-resize`,
  );
  const parts = words(body);
  const offset = (before: string) => new RegExp(`^(${before})${QUANTITY}`) as RegExp;
  const flipFirst = (_m: string, before: string, x: string) => before.concat(negate(x));
  if (property === 'direction')
    body = body.replace(/^(ltr|rtl)$/, (d) => (d === 'ltr' ? 'rtl' : 'ltr'));
  else if (
    /^(margin|padding|border-width|border-style)$|-color$/.test(property) &&
    parts.length === 4
  )
    body = [parts[0], parts[3], parts[2], parts[1]].join(' ');
  // Horizontal radii, then the vertical ones after a `/` (stylis writes it without spaces).
  else if (property === 'border-radius')
    body = body
      .split('/')
      .map((side) => flipRadii(words(side)).join(' '))
      .join('/');
  else if (property === 'box-shadow') body = body.replace(offset('(?:inset\\s*)?'), flipFirst);
  else if (property === 'text-shadow')
    body = body.replace(offset('(?:#?[\\w-]+|(?:rgba?|hsla?)\\([ \\d.,%-]+\\))?\\s*'), flipFirst);
  else if (property === 'transform')
    body = body.replace(new RegExp(`(translateX?\\(\\s*)${QUANTITY}`, 'g'), flipFirst);
  else if (/^background(-position)?$/.test(property)) {
    const first = parts.find((part) => new RegExp(`^-?${NUMBER}`).test(part));
    if (first?.endsWith('%')) body = body.replace(first, `${100 - parseFloat(first)}%`);
  } else if (property === 'background-position-x' && body.endsWith('%'))
    body = `${100 - parseFloat(body)}%`;
  return body + important;
}

/** `prop:value;` declarations (as stylis writes them, several when prefixed) mirrored. */
export function mirrorDeclarations(css: string): string {
  return css
    .split(new RegExp(`;${OUTSIDE}`))
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 1) return declaration;
      const property = declaration.slice(0, colon);
      // `-webkit-transform` is mirrored like `transform` (emotion's prefixer writes both).
      const name = property
        .trim()
        .toLowerCase()
        .replace(/^-(webkit|moz|ms|o)-/, '');
      return `${swapEdges(property)}:${mirrorValue(name, declaration.slice(colon + 1))}`;
    })
    .join(';');
}

/** Declarations already mirrored: stylis serializes those of a `@keyframes` twice (its -webkit- copy). */
const mirrored = new WeakSet<object>();

/** The stylis plugin: mirrors every declaration (after emotion's prefixer, so prefixed ones too). */
export const rtlPlugin: StylisPlugin = (element) => {
  if (element.type !== 'decl' || mirrored.has(element)) return;
  mirrored.add(element);
  element.return = mirrorDeclarations(element.return || element.value);
};
