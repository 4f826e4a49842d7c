import { Type } from '@sinclair/typebox';
import { VOUCHER_LAYOUTS, VOUCHER_MAX_ORDERS } from '@wolvo/shared/contracts';

/** GET /v1/order/voucher query: `ids` as the spec has it, a comma list. */
export const VoucherQuery = Type.Object(
  {
    ids: Type.String({
      pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$',
      // Room for VOUCHER_MAX_ORDERS ids of up to 10 digits; the count is checked after parsing.
      maxLength: VOUCHER_MAX_ORDERS * 11,
      description: 'Order ids joined by commas (at most 1,000)',
      examples: ['12,15,18'],
    }),
    layout: Type.Union(
      VOUCHER_LAYOUTS.map((l) => Type.Literal(l)),
      {
        default: 'a4',
        description: 'a4: four A6 slips per A4 page; thermal: one 100 × 150 mm label per page',
      },
    ),
    lang: Type.Union(
      ['fr', 'en', 'ar'].map((l) => Type.Literal(l)),
      {
        default: 'fr',
        description: 'Language of the labels (names and addresses print as written)',
      },
    ),
  },
  { additionalProperties: false },
);

/** The PDF answer, for the OpenAPI document. */
export const PdfResponse = {
  description: 'The PDF',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;

/** GET /v1/order/manifest query: the selected orders (an empty selection answers `manifest.no-items`). */
export const ManifestQuery = Type.Object(
  {
    ids: Type.Optional(
      Type.String({
        pattern: '^([1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*)?$',
        maxLength: VOUCHER_MAX_ORDERS * 11,
        description: 'Order ids joined by commas (at most 1,000)',
        examples: ['12,15,18'],
      }),
    ),
    lang: VoucherQuery.properties.lang,
  },
  { additionalProperties: false },
);
