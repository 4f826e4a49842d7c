// The slips' and manifest's queries are in the pickups' contract (@wolvo/shared/contracts/pickups).

/** The PDF answer, for the OpenAPI document. */
export const PdfResponse = {
  description: 'The PDF',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;
