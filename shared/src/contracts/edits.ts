import type { PaymentWeekday } from './client-api';
import type { ClientPaymentType } from './orders';

/** One field a staff change touched, with its value before and after (money in integer millimes). */
export interface AuditChangeDto {
  field: string;
  before: string | number | null;
  after: string | number | null;
}

/**
 * One staff change to an order or a client (the audit trail). Staff get who and which fields; the
 * client whose order it is gets only when ("edited by the provider"): `by` null and no `changes`.
 */
export interface AuditEntryDto {
  id: number;
  at: string;
  by: { id: number; username: string } | null;
  changes: AuditChangeDto[];
}

/** One hit of GET /v1/client/get/search/{id}: clients whose id starts with the digits typed. */
export interface ClientSearchHit {
  id: number;
  createdAt: string;
  fullname: string;
  /** The main company's name. */
  businessName: string | null;
}

/** A payment document of a client (PDF, PNG or JPEG), served to staff and to that client only. */
export interface ClientDocumentDto {
  id: number;
  url: string;
  /** `application/pdf`, `image/png` or `image/jpeg`; null for documents of earlier versions. */
  contentType: string | null;
  createdAt: string;
}

/** GET /v1/client/get/search-for-id/{id}: everything the client editor shows. */
export interface ClientEditDto {
  id: number;
  userId: number;
  fullname: string;
  email: string;
  /** Read-only in the editor: generated, follows the email. */
  username: string;
  companies: string[];
  delegation: string | null;
  city: string | null;
  pickupAddress: string | null;
  phone1: string | null;
  phone2: string | null;
  deliveryCost: number;
  returnCost: number;
  exchangeCost: number;
  pos: string | null;
  cin: string | null;
  patent: string | null;
  rib: string | null;
  rc: string | null;
  paymentDays: PaymentWeekday[];
  paymentType: ClientPaymentType;
  /** Insurance and refund rates in basis points (read-only in the editor). */
  insuranceBp: number;
  refundBp: number;
  /** The preferred delivery partner's name, or null. */
  preferredDeliveryCompany: string | null;
  confirmed: boolean;
  active: boolean;
  documents: ClientDocumentDto[];
  createdAt: string;
  edits: AuditEntryDto[];
}

/** PUT /v1/client/edit/{id} answer. */
export interface UpdateClientResult {
  message: 'update-client.success';
  client: ClientEditDto;
}

/** Uploaded payment documents: at most this many files per request (the dropzone's default, spec §5). */
export const MAX_PAYMENT_DOCUMENTS = 5;
/** The repeated multipart field of payment documents (add client and the client editor). */
export const PAYMENT_DOCUMENTS_FIELD = 'newPaymentDocuments';
/** Largest payment document accepted, in bytes. */
export const PAYMENT_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Content types of payment documents (checked on the bytes, not the name). */
export const PAYMENT_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** Message keys of the staff editors (reclamation > edits and delivery cost). */
export const EDIT_MESSAGES = {
  clientUpdated: 'update-client.success',
  companyIssue: 'update-client.company-issue',
  clientFailed: 'update-client.failed',
  orderUpdated: 'update-order.success',
  orderFailed: 'update-order.failed',
  documentType: 'document.type-invalid',
  documentTooLarge: 'document.too-large',
  documentTooMany: 'max-allowed-files',
  documentNotFound: 'document.not-found',
  deliveryCostBillPaid: 'delivery-cost.bill-paid',
  deliveryCostUpdated: 'delivery-cost.success',
} as const;

/** PUT /v1/order/edit/delivery-cost/{id} answer. */
export interface DeliveryCostResult {
  id: number;
  deliveryCost: number;
}
