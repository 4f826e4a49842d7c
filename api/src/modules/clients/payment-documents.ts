import { randomBytes } from 'node:crypto';
import {
  EDIT_MESSAGES,
  MAX_PAYMENT_DOCUMENTS,
  PAYMENT_DOCUMENT_TYPES,
} from '@wolvo/shared/contracts';

/** A payment document's content type, as its bytes say. */
export type PaymentDocumentType = (typeof PAYMENT_DOCUMENT_TYPES)[number];

const EXTENSION: Record<PaymentDocumentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * The type of an upload read from its first bytes (PDF `%PDF-`, PNG's 8-byte signature, JPEG's SOI
 * marker), never from its name or the browser's claim; anything else is null.
 */
export function sniffDocumentType(bytes: Buffer): PaymentDocumentType | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return 'application/pdf';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return null;
}

/** One uploaded file as the route read it (its size already capped while reading). */
export interface UploadedFile {
  bytes: Buffer;
}

/**
 * The one check of uploaded payment documents (add client and the client editor): at most
 * MAX_PAYMENT_DOCUMENTS, each a PDF, PNG or JPEG by its bytes. Errors name the multipart field.
 */
export function checkUploads(files: UploadedFile[]): {
  uploads: Array<{ bytes: Buffer; type: PaymentDocumentType }>;
  errors: string[];
} {
  const errors: string[] = [];
  if (files.length > MAX_PAYMENT_DOCUMENTS)
    errors.push(`newPaymentDocuments: ${EDIT_MESSAGES.documentTooMany}`);
  const uploads: Array<{ bytes: Buffer; type: PaymentDocumentType }> = [];
  for (const file of files) {
    const type = sniffDocumentType(file.bytes);
    if (!type) {
      errors.push(`newPaymentDocuments: ${EDIT_MESSAGES.documentType}`);
      break;
    }
    uploads.push({ bytes: file.bytes, type });
  }
  return { uploads, errors };
}

/**
 * The rows of new payment documents, their bytes in the database (issue 39): written in the transaction
 * of the client edit that brings them, so any API instance serves them and a refused edit leaves nothing.
 * The url is a random key, never the upload's name.
 */
export function documentRows(
  clientId: number,
  uploads: Array<{ bytes: Buffer; type: PaymentDocumentType }>,
  createdAt: string,
) {
  return uploads.map((upload) => ({
    clientId,
    url: `clients/${clientId}/${randomBytes(16).toString('hex')}.${EXTENSION[upload.type]}`,
    kind: 'PAYMENT',
    content: upload.bytes,
    contentType: upload.type,
    createdAt,
  }));
}

/** A stored document's type, when its bytes are ours (seeded demo rows have none). */
export function storedType(contentType: string | null): PaymentDocumentType | null {
  return (PAYMENT_DOCUMENT_TYPES as readonly string[]).includes(contentType ?? '')
    ? (contentType as PaymentDocumentType)
    : null;
}
