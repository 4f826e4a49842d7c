import {
  isStaffRole,
  type LinkedOrderDto,
  type MovementDto,
  type OrderDetailDto,
  type OrderSearchHit,
} from '@wolvo/shared/contracts';
import { flag, type Db } from '../../db/database';
import { notFound } from '../../http-error';
import type { AuthContext } from '../../plugins/auth';
import {
  countOrderIssues,
  findLinkedOrders,
  findOrderDetail,
  listMovements,
  searchOrdersByIdPrefix,
  type TenantScope,
} from './orders.repository';

/** The tenant an authenticated caller may see. */
export function scopeOf(auth: AuthContext): TenantScope {
  return { clientId: isStaffRole(auth.role) ? null : (auth.clientId ?? -1) };
}

/** Header search: up to 10 orders whose id starts with the given digits. */
export async function searchOrders(
  db: Db,
  auth: AuthContext,
  digits: string,
): Promise<OrderSearchHit[]> {
  return searchOrdersByIdPrefix(db, scopeOf(auth), digits, 10);
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
  const [movements, linked, issues] = await Promise.all([
    listMovements(db, [order.id, ...linkedIds]),
    findLinkedOrders(db, linkedIds),
    countOrderIssues(db, order.id),
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
    weight: order.weightGrams === null ? null : order.weightGrams / 1000,
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
  };
}
