import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@wolvo/shared/contracts';

const Int = Type.Integer();
const Str = Type.String();

export const ClientAccountsQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: DEFAULT_OFFSET }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Part of the full name, username, email or a company name',
      }),
    ),
    confirmed: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ClientAccountsQuery = Static<typeof ClientAccountsQuery>;

export const ClientAccount = Type.Object({
  id: Int,
  userId: Int,
  fullname: Str,
  username: Str,
  email: Str,
  avatar: Type.Union([Str, Type.Null()]),
  companies: Type.Array(Str, { description: 'Company names, the main one first' }),
  confirmed: Type.Boolean(),
  active: Type.Boolean(),
  createdAt: Str,
});

export const ClientAccountsPage = Type.Object({
  items: Type.Array(ClientAccount),
  page: Int,
  total: Int,
  totalPages: Int,
});

export const ClientActivationResult = Type.Object({
  message: Type.Union([Type.Literal('client.activated'), Type.Literal('client.deactivated')]),
  client: ClientAccount,
});

export const ClientPasswordResetResult = Type.Object({
  message: Type.Literal('client.password-reset'),
  password: Type.String({ description: 'Shown once; only its hash is stored' }),
});
