import { Type } from '@sinclair/typebox';

const Nullable = <
  T extends
    | ReturnType<typeof Type.String>
    | ReturnType<typeof Type.Integer>
    | ReturnType<typeof Type.Number>,
>(
  t: T,
) => Type.Union([t, Type.Null()]);
const Str = Type.String();
const Int = Type.Integer();

/** The search term of the header order search: digits only. */
export const OrderIdPrefixParam = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) });

export const OrderSearchHit = Type.Object({
  id: Int,
  code: Str,
  createdAt: Str,
  price: Type.Integer({ description: 'COD, integer millimes' }),
  status: Str,
  businessName: Str,
});

const Movement = Type.Object({
  id: Int,
  createdAt: Str,
  status: Str,
  subStatus: Nullable(Str),
  alphaStatus: Nullable(Str),
  partnerStatus: Type.Optional(Nullable(Str)),
  location: Nullable(Str),
  note: Type.Optional(Nullable(Str)),
  message: Nullable(Str),
});

const LinkedOrder = Type.Object({
  id: Int,
  code: Str,
  partnerCode: Nullable(Str),
  returningMerchandise: Nullable(Str),
  status: Str,
  movements: Type.Array(Movement),
});

export const OrderDetail = Type.Object({
  id: Int,
  code: Str,
  partnerCode: Nullable(Str),
  reference: Nullable(Str),
  status: Str,
  subStatus: Nullable(Str),
  source: Str,
  service: Str,
  merchandise: Nullable(Str),
  merchandisePrice: Nullable(Int),
  merchandiseQuantity: Int,
  returningMerchandise: Nullable(Str),
  weight: Nullable(Type.Number({ description: 'kg' })),
  price: Type.Integer({ description: 'COD, integer millimes' }),
  oldPrice: Nullable(Int),
  paymentType: Str,
  canOpen: Type.Boolean(),
  fragile: Type.Boolean(),
  note: Nullable(Str),
  deliveryDate: Nullable(Str),
  deliveryFrom: Nullable(Str),
  deliveryTo: Nullable(Str),
  createdAt: Str,
  updatedAt: Str,
  totalReports: Int,
  totalReclamations: Int,
  business: Type.Object({ id: Int, name: Str }),
  recipient: Type.Object({
    id: Int,
    fullname: Str,
    email: Nullable(Str),
    phone1: Str,
    phone2: Nullable(Str),
    delegation: Str,
    city: Str,
    address: Str,
    postalCode: Nullable(Str),
  }),
  movements: Type.Array(Movement),
  exchangedOrder: Type.Union([LinkedOrder, Type.Null()]),
  returnedOrder: Type.Union([LinkedOrder, Type.Null()]),
  client: Type.Union([
    Type.Object({
      id: Int,
      fullname: Str,
      avatar: Nullable(Str),
      email: Str,
      createdAt: Str,
      delegation: Nullable(Str),
      city: Nullable(Str),
      pickupAddress: Nullable(Str),
      phone1: Nullable(Str),
      phone2: Nullable(Str),
    }),
    Type.Null(),
  ]),
});
