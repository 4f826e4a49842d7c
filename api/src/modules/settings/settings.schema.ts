import { Type } from '@sinclair/typebox';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Str = Type.String();

/** GET /v1/settings/api-key answer. */
export const ApiKeyInfo = Type.Object({
  maskedKey: Nullable(Str),
  createdAt: Nullable(Str),
});
/** POST /v1/settings/api-key/regenerate answer. */
export const NewApiKey = Type.Object({
  apiKey: Type.String({ description: 'Shown once; only its hash is stored' }),
  maskedKey: Str,
  createdAt: Str,
});
