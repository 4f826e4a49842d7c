// The settings' wire shapes (`/api/v1/settings`: the public UI settings and the merchant API key): the
// single source of the API's validation and answers and, through `Static<>`, of their TypeScript types.
import { Type, type Static } from '@sinclair/typebox';

const Str = Type.String();
const NullableString = Type.Union([Str, Type.Null()]);

/** GET /get: public (the login page's version check polls it, with plain fetch). */
export const UiSettings = Type.Object({ uiBuildVersion: Type.Integer() });

/** GET /api-key: the merchant API key as settings show it, masked (only its hash is stored). */
export const ApiKeyInfo = Type.Object({
  maskedKey: NullableString,
  createdAt: NullableString,
});
/** POST /api-key/regenerate: a new key, answered once in clear; the old one stops working. */
export const NewApiKey = Type.Object({
  apiKey: Type.String({ description: 'Shown once; only its hash is stored' }),
  maskedKey: Str,
  createdAt: Str,
});

export type Settings = Static<typeof UiSettings>;
export type ApiKeyInfo = Static<typeof ApiKeyInfo>;
export type NewApiKey = Static<typeof NewApiKey>;
