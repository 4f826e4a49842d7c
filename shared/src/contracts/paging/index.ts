// The keyset paging fields of the lists sorted newest first, as TypeBox schemas for the contracts and the
// API (`@wolvo/shared/contracts/paging`); the cursor's encoding stays in the API.
import { Type } from '@sinclair/typebox';

/** The query parameter: optional, beside `offset`/`limit` (which still give the page number). */
export const CursorParam = Type.Optional(
  Type.String({
    maxLength: 120,
    pattern: '^[A-Za-z0-9_-]+$',
    description:
      "The previous page's `nextCursor`: the page after it is read by key instead of skipping `offset` rows",
  }),
);

/** The answer's field: the cursor of the page after this one, null on the last page. */
export const NextCursorField = {
  nextCursor: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description:
        'Pass it as `cursor` (with the next `offset`) for the next page; null on the last',
    }),
  ),
};
