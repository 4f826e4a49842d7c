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
