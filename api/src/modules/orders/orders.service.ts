import {
  type TrackingChoiceKind,
  isStaffRole,
  NOT_COLLECTED_STATUSES,
  type ExchangeResult,
  type OrdersOfTheDayPage,
  type Paged,
  type LinkedOrderDto,
  type MovementDto,
  type OrderDetailDto,
  type OrderSearchHit,
  type OrderSearchTerms,
} from '@wolvo/shared/contracts';
import { flag, type Db } from '../../db/database';
import { notFound } from '../../http-error';
import { orderMoney } from '../bills/order-money';
import { listAudit } from '../audit/audit';
import type { AuthContext } from '../auth/access';
import {
  countOrderIssues,
  findLinkedOrders,
  findOrderDetail,
  listExchangeOrders,
  listMovements,
  type TenantScope,
} from './orders.repository';
import { listOrdersOfTheDay } from './orders-of-the-day.repository';
import {
  searchOrdersByCodePrefix,
  searchOrdersByIdPrefix,
  searchOrdersByPhonePrefix,
} from './order-search.repository';
import { kilogramsOf } from '@wolvo/shared/contracts/orders/rules';
import { refusalRisks } from './refusal-risk';
import { decodeCursor, nextCursorOf } from '../page-cursor';

/** The tenant an authenticated caller may see. */
export function scopeOf(auth: AuthContext): TenantScope {
  return { clientId: isStaffRole(auth.role) ? null : (auth.clientId ?? -1) };
}

const SEARCH_LIMIT = 10;

/**
 * Header search: up to 10 orders whose id, slip code, partner code or recipient phone starts with the
 * text, exact matches first, within the caller's tenant.
 */
export async function searchOrders(
  db: Db,
  auth: AuthContext,
  terms: OrderSearchTerms,
): Promise<OrderSearchHit[]> {
  const scope = scopeOf(auth);
  const none = Promise.resolve([]);
  const [byId, byCode, byPartner, byPhone] = await Promise.all([
    terms.idPrefix ? searchOrdersByIdPrefix(db, scope, terms.idPrefix, SEARCH_LIMIT) : none,
    terms.codePrefix
      ? searchOrdersByCodePrefix(db, scope, 'o.code', terms.codePrefix, SEARCH_LIMIT)
      : none,
    // Partner codes are digits too at some partners, so any id-or-code text is tried.
    terms.codePrefix || terms.idPrefix
      ? searchOrdersByCodePrefix(
          db,
          scope,
          'o.partnerCode',
          terms.codePrefix ?? terms.idPrefix ?? '',
          SEARCH_LIMIT,
        )
      : none,
    terms.phonePrefix
      ? searchOrdersByPhonePrefix(db, scope, terms.phonePrefix, SEARCH_LIMIT)
      : none,
  ]);
  const exact = (hit: (typeof byId)[number]) =>
    String(hit.id) === terms.idPrefix ||
    hit.code === terms.codePrefix ||
    (hit.partnerCode !== null && hit.partnerCode === (terms.codePrefix ?? terms.idPrefix));
  const seen = new Set<number>();
  const hits = [...byCode, ...byPartner, ...byId, ...byPhone].filter(
    (hit) => !seen.has(hit.id) && seen.add(hit.id),
  );
  return [...hits.filter(exact), ...hits.filter((hit) => !exact(hit))].slice(0, SEARCH_LIMIT);
}

type MovementRow = Awaited<ReturnType<typeof listMovements>>[number];

// Staff see partner status and note in the history; clients do not.
function toMovement(row: MovementRow, staff: boolean): MovementDto {
  const base = {
    id: row.id,
    createdAt: row.createdAt,
    status: row.status,
    subStatus: row.subStatus,
    alphaStatus: row.alphaStatus,
    location: row.location,
    message: row.message,
    recipientChoice: row.choiceKind
      ? {
          kind: row.choiceKind as TrackingChoiceKind,
          day: row.choiceDay,
          note: row.choiceNote,
        }
      : null,
  };
  return staff ? { ...base, partnerStatus: row.partnerStatus, note: row.note } : base;
}

/** The order detail modal's data; another tenant's order is "not found". */
export async function getOrderDetail(
  db: Db,
  auth: AuthContext,
  id: number,
): Promise<OrderDetailDto> {
  const order = await findOrderDetail(db, scopeOf(auth), id);
  if (!order) throw notFound('order.not-found');
  const staff = isStaffRole(auth.role);
  const linkedIds = [order.exchangeOrderId, order.returningOrderId].filter(
    (x): x is number => x !== null,
  );
  const [movements, linked, issues, money, edits] = await Promise.all([
    listMovements(db, [order.id, ...linkedIds]),
    findLinkedOrders(db, linkedIds),
    countOrderIssues(db, order.id),
    orderMoney(db, order),
    listAudit(db, 'ORDER', order.id, staff),
  ]);
  const historyOf = (orderId: number) =>
    movements.filter((m) => m.orderId === orderId).map((m) => toMovement(m, staff));
  const linkedDto = (linkedId: number | null): LinkedOrderDto | null => {
    const row = linked.find((l) => l.id === linkedId);
    return row ? { ...row, movements: historyOf(row.id) } : null;
  };
  return {
    id: order.id,
    code: order.code,
    partnerCode: order.partnerCode,
    reference: order.reference,
    status: order.status,
    subStatus: order.subStatus === 'NONE' ? null : order.subStatus,
    source: order.source,
    service: order.service,
    merchandise: order.merchandise,
    merchandisePrice: order.merchandisePrice,
    merchandiseQuantity: order.merchandiseQuantity,
    returningMerchandise: order.returningMerchandise,
    weight: order.weightGrams === null ? null : kilogramsOf(order.weightGrams),
    price: order.price,
    oldPrice: order.oldPrice,
    paymentType: order.paymentType,
    canOpen: flag(order.canOpen),
    fragile: flag(order.fragile),
    note: order.note,
    deliveryDate: order.deliveryDate,
    deliveryFrom: order.deliveryFrom,
    deliveryTo: order.deliveryTo,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    ...issues,
    business: { id: order.businessId, name: order.businessName },
    recipient: {
      id: order.recipientId,
      fullname: order.recipientFullname,
      email: order.recipientEmail,
      phone1: order.recipientPhone1,
      phone2: order.recipientPhone2,
      delegation: order.recipientDelegation,
      city: order.recipientCity,
      address: order.recipientAddress,
      postalCode: order.recipientPostalCode,
    },
    movements: historyOf(order.id),
    exchangedOrder: linkedDto(order.exchangeOrderId),
    returnedOrder: linkedDto(order.returningOrderId),
    client: staff
      ? {
          id: order.clientId,
          fullname: order.clientFullname,
          avatar: order.clientAvatar,
          email: order.clientEmail,
          createdAt: order.clientCreatedAt,
          delegation: order.clientDelegation,
          city: order.clientCity,
          pickupAddress: order.clientPickupAddress,
          phone1: order.clientPhone1,
          phone2: order.clientPhone2,
        }
      : null,
    money,
    deliveryCost: order.deliveryCost,
    edits,
  };
}

/** Query of GET /v1/order/getOrdersOfTheDay, as the schema admits it. */
export interface OrdersOfTheDayQuery {
  from?: string;
  to?: string;
  offset: number;
  limit: number;
  /** The previous page's `nextCursor` (keyset paging). */
  cursor?: string;
  search?: string;
  status?: string[];
  service?: string;
  source?: string;
  businessId?: number;
  clientId?: number;
}

/** Start of the current UTC day, as stored timestamps are UTC. */
export const startOfToday = (now = new Date()) => `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;

/** Staff see any client (or all with no clientId); a client only itself, whatever it asks. */
function listScope(auth: AuthContext, clientId: number | undefined): TenantScope {
  return isStaffRole(auth.role) ? { clientId: clientId ?? null } : scopeOf(auth);
}

const pageOf = (offset: number, limit: number, total: number) => ({
  page: Math.floor(offset / limit) + 1,
  total,
  totalPages: Math.ceil(total / limit),
});

/** The merchant's working list: a page of orders, their refusal risk, and the per-status summary. */
export async function getOrdersOfTheDay(
  db: Db,
  auth: AuthContext,
  query: OrdersOfTheDayQuery,
): Promise<OrdersOfTheDayPage> {
  const { items, total, summary } = await listOrdersOfTheDay(
    db,
    listScope(auth, query.clientId),
    {
      from: query.from,
      to: query.to,
      todayStart: startOfToday(),
      search: query.search,
      statuses: query.status,
      service: query.service,
      source: query.source,
      businessId: query.businessId,
      offset: query.offset,
      limit: query.limit,
      after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    },
    NOT_COLLECTED_STATUSES,
  );
  const risks = await refusalRisks(
    db,
    items.map((i) => i.recipientPhone1),
  );
  return {
    items: items.map((row) => ({
      id: row.id,
      code: row.code,
      partnerCode: row.partnerCode,
      reference: row.reference,
      status: row.status,
      subStatus: row.subStatus === 'NONE' ? null : row.subStatus,
      service: row.service,
      source: row.source,
      price: row.price,
      paymentType: row.paymentType,
      merchandise: row.merchandise,
      createdAt: row.createdAt,
      business: { id: row.businessId, name: row.businessName },
      recipient: {
        fullname: row.recipientName,
        phone1: row.recipientPhone1,
        phone2: row.recipientPhone2,
        delegation: row.recipientDelegation,
        city: row.recipientCity,
      },
      risk: risks.get(row.recipientPhone1)!,
    })),
    ...pageOf(query.offset, query.limit, total),
    nextCursor: nextCursorOf(items, query.limit),
    summary,
  };
}

/** GET /v1/order/exchange-results: exchanges with the order they replace, both statuses, what came back. */
export async function getExchangeResults(
  db: Db,
  auth: AuthContext,
  query: { from?: string; to?: string; offset: number; limit: number; clientId?: number },
): Promise<Paged<ExchangeResult>> {
  const { items, total } = await listExchangeOrders(db, listScope(auth, query.clientId), query);
  return {
    items: items.map((row) => {
      const original =
        row.exchangeId !== null
          ? {
              id: row.exchangeId,
              code: row.exchangeCode!,
              status: row.exchangeStatus!,
              merchandise: row.exchangeMerchandise,
            }
          : row.returningId !== null
            ? {
                id: row.returningId,
                code: row.returningCode!,
                status: row.returningStatus!,
                merchandise: row.returningOrderMerchandise,
              }
            : null;
      return {
        id: row.id,
        code: row.code,
        service: row.service,
        status: row.status,
        price: row.price,
        createdAt: row.createdAt,
        returningMerchandise: row.returningMerchandise,
        recipientName: row.recipientName,
        original,
      };
    }),
    ...pageOf(query.offset, query.limit, total),
  };
}
