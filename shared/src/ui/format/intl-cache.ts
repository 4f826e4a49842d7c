// Intl formatters are slow to build (the first of a locale takes milliseconds, each next one a fraction)
// and a table or a chart formats hundreds of values in one render: each is built once per locale and
// options, then reused.
import { localeOf } from '../../contracts/locales';

/**
 * `build(locale, options)` for an interface language (`ar`, or a tag such as `ar-TN`) through `localeOf`,
 * built once per locale and options and then handed out again.
 */
function builtOnce<Options, Format>(build: (locale: string, options: Options) => Format) {
  const built = new Map<string, Format>();
  return (language: string, options = {} as Options): Format => {
    const locale = localeOf(language);
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = built.get(key);
    if (!format) built.set(key, (format = build(locale, options)));
    return format;
  };
}

/** `new Intl.NumberFormat(localeOf(language), options)`, built once per locale and options. */
export const numberFormatOf = builtOnce(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** `new Intl.DateTimeFormat(localeOf(language), options)`, built once per locale and options. */
export const dateTimeFormatOf = builtOnce(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** A rate in basis points (a client's or a partner's insurance, refund) as the language writes a percent. */
export const formatBasisPoints = (bp: number, language: string) =>
  numberFormatOf(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
