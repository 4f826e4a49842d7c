import { Type, type Static } from '@sinclair/typebox';

const Int = Type.Integer();
const Str = Type.String();
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd (UTC day)' });
const Range = {
  from: Type.Optional(Day),
  to: Type.Optional(Day),
};

export const DashboardAlphaQuery = Type.Object(
  {
    ...Range,
    clientId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Staff only: one client (a client sees its own)' }),
    ),
  },
  { additionalProperties: false },
);
export type DashboardAlphaQuery = Static<typeof DashboardAlphaQuery>;

export const DashboardAlpha = Type.Object({
  from: Str,
  to: Str,
  clientId: Type.Union([Type.Null(), Int]),
  total: Int,
  statuses: Type.Array(Type.Object({ status: Str, count: Int })),
  clients: Type.Optional(Type.Array(Type.Object({ id: Int, name: Str }))),
});

export const DashboardPartnerQuery = Type.Object(
  { ...Range, deliveryCompanyId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type DashboardPartnerQuery = Static<typeof DashboardPartnerQuery>;

const Millimes = Type.Integer({ description: 'Millimes' });

export const DashboardPartner = Type.Object({
  from: Str,
  to: Str,
  partners: Type.Array(
    Type.Object({
      deliveryCompanyId: Int,
      name: Str,
      handedOver: Int,
      delivered: Int,
      deliveredCod: Millimes,
      owed: Millimes,
      owedOrders: Int,
      statuses: Type.Array(
        Type.Object({ status: Str, partnerStatus: Type.Union([Type.Null(), Str]), count: Int }),
      ),
    }),
  ),
  totals: Type.Object({
    handedOver: Int,
    delivered: Int,
    deliveredCod: Millimes,
    owed: Millimes,
  }),
});
