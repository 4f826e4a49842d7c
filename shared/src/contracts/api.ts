import type { AuditEntryDto } from './edits';
import type { PermissionMap } from './permissions';
import type { Role } from './roles';

/** Claims signed into the login token. */
export interface TokenClaims {
  id: number;
  email: string;
  username: string;
  role: Role;
  /** Page key to actions joined by `|`; empty for admins and clients, who see their whole area. */
  permissions: PermissionMap;
  /** The client the user acts for (clients and client team members). */
  clientId?: number | null;
  /** The password stamp: a token signed before the user's last password change is refused. */
  stamp?: string;
}

/** The signed-in user as the dashboard stores it. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  avatar: string | null;
  fullname: string;
  createdAt: string;
  permissions: PermissionMap;
  clientId: number | null;
  /**
   * Staff only: the provider admin whose team the user belongs to, the `{adminId}` of `/v1/admin-team`
   * (an admin's own id, an admin team member's admin). Null for clients; absent in sessions stored before.
   */
  adminId?: number | null;
}

/** GET /v1/business/get item. */
export interface BusinessSummary {
  id: number;
  name: string;
}

/** Message keys of the partner calls. */
export const DELIVERY_COMPANY_MESSAGES = {
  updated: 'delivery-company.updated',
  activated: 'delivery-company.activated',
  deactivated: 'delivery-company.deactivated',
  nameExists: 'delivery-company.name-exists',
  loginExists: 'delivery-company.login-exists',
  notFound: 'delivery-company.not-found',
} as const;

/** A movement of an order's history, newest first in lists. */
export interface MovementDto {
  id: number;
  createdAt: string;
  status: string;
  subStatus: string | null;
  alphaStatus: string | null;
  partnerStatus?: string | null;
  location: string | null;
  note?: string | null;
  message: string | null;
  /** The recipient's choice on the tracking page this movement records (both sides see it). */
  recipientChoice: { kind: 'DAY' | 'REFUSE'; day: string | null; note: string | null } | null;
}

/** Recipient of an order. */
export interface RecipientDto {
  id: number;
  fullname: string;
  email: string | null;
  phone1: string;
  phone2: string | null;
  delegation: string;
  city: string;
  address: string;
  postalCode: string | null;
}

/** Client block of the order modal (admins only). */
export interface OrderClientDto {
  id: number;
  fullname: string;
  avatar: string | null;
  email: string;
  createdAt: string;
  delegation: string | null;
  city: string | null;
  pickupAddress: string | null;
  phone1: string | null;
  phone2: string | null;
}

/** A linked exchanged or returned order as the modal shows it. */
export interface LinkedOrderDto {
  id: number;
  code: string;
  partnerCode: string | null;
  returningMerchandise: string | null;
  status: string;
  movements: MovementDto[];
}

/** Full order detail of GET /v1/order/get/search-for-id/{id}. Money in integer millimes. */
export interface OrderDetailDto {
  id: number;
  code: string;
  /** The recipient's tracking page (the slip's QR code), a link the merchant may send; on GET only. */
  trackingUrl?: string;
  partnerCode: string | null;
  reference: string | null;
  status: string;
  subStatus: string | null;
  source: string;
  service: string;
  merchandise: string | null;
  merchandisePrice: number | null;
  merchandiseQuantity: number;
  returningMerchandise: string | null;
  weight: number | null;
  price: number;
  oldPrice: number | null;
  paymentType: string;
  canOpen: boolean;
  fragile: boolean;
  note: string | null;
  deliveryDate: string | null;
  deliveryFrom: string | null;
  deliveryTo: string | null;
  createdAt: string;
  updatedAt: string;
  totalReports: number;
  totalReclamations: number;
  business: BusinessSummary;
  recipient: RecipientDto;
  movements: MovementDto[];
  exchangedOrder: LinkedOrderDto | null;
  returnedOrder: LinkedOrderDto | null;
  /** Only for staff. */
  client: OrderClientDto | null;
  /** Where the parcel's money stands (staff and the owning client; see `OrderMoneyDto`). */
  money: OrderMoneyDto;
  /** Delivery cost in integer millimes (from the client's contract, edited by staff). */
  deliveryCost?: number;
  /** Staff changes, newest first; the client sees only when its order was edited by the provider. */
  edits?: AuditEntryDto[];
}

/**
 * An order's money trail, in integer millimes: the cash the partner collected, when it was remitted, the
 * bill that pays it, and what the bill's line makes of it (at the bill's frozen rates, or the client's
 * current ones while no bill holds it). `kind` null: no money has moved yet.
 */
export interface OrderMoneyDto {
  kind: 'DELIVERED' | 'EXCHANGED' | 'RETURNED' | 'REFUNDED' | null;
  partner: string | null;
  /** When the partner handed the cash over (PAID_TO_WOLVO), or null. */
  remittedAt: string | null;
  bill: { id: number; paymentNumber: string; status: string; confirmedAt: string | null } | null;
  cod: number;
  cost: number;
  insurance: number;
  refund: number;
  net: number;
}

/** One hit of GET /v1/order/get/search/{id}. */
export interface OrderSearchHit {
  id: number;
  code: string;
  partnerCode: string | null;
  createdAt: string;
  price: number;
  status: string;
  businessName: string;
}

/** A page of a paged list. */
export interface Paged<T> {
  items: T[];
  page: number;
  /** Exact up to `TOTAL_BOUND`; when `totalIsLowerBound`, at least that many (shown as "10 000+"). */
  total: number;
  totalPages: number;
  /** True when `total` was counted only up to `TOTAL_BOUND`: there are more. */
  totalIsLowerBound?: boolean;
  /**
   * Keyset paging (lists that go deep): pass it as `cursor`, with the next page's offset, for the page
   * after this one; null on the last page.
   */
  nextCursor?: string | null;
}
