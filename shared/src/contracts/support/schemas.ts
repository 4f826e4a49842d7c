// The support page's wire shapes (`/api/v1/support`): the single source of the API's validation and
// answers and, through `Static<>`, of their TypeScript types.
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from '../constants';

/** GET /videos: a language's videos, or all of them. */
export const SupportVideosQuery = Type.Object(
  { language: Type.Optional(Type.Union(LANGUAGES.map((l) => Type.Literal(l)))) },
  { additionalProperties: false },
);
/** One help video of the support page. */
export const SupportVideo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  url: Type.String(),
  language: Type.String(),
  position: Type.Integer(),
});
/** GET /videos: in display order. */
export const SupportVideoList = Type.Array(SupportVideo);

export type SupportVideosQuery = Static<typeof SupportVideosQuery>;
export type SupportVideo = Static<typeof SupportVideo>;
