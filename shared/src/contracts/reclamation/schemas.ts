// The reclamations' wire shapes (`/api/v1/reclamation`): the single source of the API's validation and
// answers (its routes use these objects) and, through `Static<>`, of every TypeScript type of them.
import { Type, type Static } from '@sinclair/typebox';
import {
  RECLAMATION_MESSAGES as M,
  RECLAMATION_STATES,
  RECLAMATION_TEXT_MAX,
} from '../reclamations';

const Int = Type.Integer();
const PathId = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Int, Type.Null()]);
const State = Type.Union(RECLAMATION_STATES.map((s) => Type.Literal(s)));
const Text = Type.String({ minLength: 1, maxLength: RECLAMATION_TEXT_MAX });

/** One reclamation: about an order (`orderId`, `orderCode`) or general (both null). */
export const Reclamation = Type.Object({
  id: Int,
  status: State,
  description: Type.String(),
  /** Staff's answer, null until answered. */
  response: NullableString,
  orderId: NullableInt,
  orderCode: NullableString,
  clientId: Int,
  /** The client's admin's name and its main company. */
  clientName: Type.String(),
  company: Type.String(),
  reporterId: Int,
  reporterUsername: Type.String(),
  resolverId: NullableInt,
  resolverUsername: NullableString,
  responsibleClientId: NullableInt,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
/** GET /get-reported. */
export const ReclamationsPage = Type.Object({
  items: Type.Array(Reclamation),
  page: Int,
  total: Int,
  totalPages: Int,
});
export const ReclamationsQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
    status: Type.Optional(State),
    clientId: Type.Optional(Type.Integer({ minimum: 1, description: 'Staff only' })),
    id: Type.Optional(
      Type.Integer({ minimum: 1, description: 'One reclamation (a notification)' }),
    ),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
/** POST /{reporterId}/add: about one of the caller's orders (by id or code) or general. */
export const AddReclamationBody = Type.Object(
  {
    description: Text,
    orderId: Type.Optional(Type.Integer({ minimum: 1 })),
    orderCode: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
/** PUT /{resolverId}/edit/{reclamationId}: the answer, and closing (default) or not. */
export const AnswerReclamationBody = Type.Object(
  { response: Text, status: Type.Optional(State) },
  { additionalProperties: false },
);
/**
 * The rules of the two forms' fields, each failure named by its field with the message key the API
 * answers (`description: reclamation.description-required`): the API checks the trimmed text with them
 * after the wire's validation, and the forms use them as their resolver (`errorMessage` is the key).
 */
const Filled = (errorMessage: string) => Type.String({ pattern: '\\S', errorMessage });
export const AddReclamationRules = Type.Object({
  description: Filled(M.descriptionRequired),
  orderId: Type.Optional(Type.Integer()),
  orderCode: Type.Optional(Type.String()),
});
export const AnswerReclamationRules = Type.Object({
  response: Filled(M.responseRequired),
  status: Type.Optional(State),
});

export const ReporterParams = Type.Object({ reporterId: PathId });
export const ResolverParams = Type.Object({ resolverId: PathId, reclamationId: PathId });

export type Reclamation = Static<typeof Reclamation>;
export type ReclamationsPage = Static<typeof ReclamationsPage>;
export type ReclamationsQuery = Static<typeof ReclamationsQuery>;
export type AddReclamationRequest = Static<typeof AddReclamationBody>;
export type AnswerReclamationRequest = Static<typeof AnswerReclamationBody>;
