import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EDIT_MESSAGES,
  MAX_PAYMENT_DOCUMENTS,
  PAYMENT_DOCUMENT_MAX_BYTES,
  PAYMENT_DOCUMENTS_FIELD,
} from '@wolvo/shared/contracts';
import { badRequest } from '../../http-error';
import type { UploadedFile } from '../../modules/clients/payment-documents';

/** The multipart field of payment documents (repeated), on add client and in the client editor. */
export const DOCUMENTS_FIELD = PAYMENT_DOCUMENTS_FIELD;

/**
 * Registers multipart in a plugin's scope only (add client, the client editor), with the limits of
 * payment documents, so no other route takes uploads.
 */
export async function registerClientMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: PAYMENT_DOCUMENT_MAX_BYTES,
      // One more than allowed, so the service names the problem; beyond that busboy stops reading.
      files: MAX_PAYMENT_DOCUMENTS + 1,
      fields: 40,
      fieldSize: 10_000,
      parts: 50,
    },
    throwFileSizeLimit: true,
  });
}

// Multipart limits hit while reading, as the field that broke them.
const UPLOAD_ERRORS: Record<string, string> = {
  FST_FILES_LIMIT: `${DOCUMENTS_FIELD}: ${EDIT_MESSAGES.documentTooMany}`,
  FST_REQ_FILE_TOO_LARGE: `${DOCUMENTS_FIELD}: ${EDIT_MESSAGES.documentTooLarge}`,
  FST_PARTS_LIMIT: 'body: multipart.too-many-parts',
  FST_FIELDS_LIMIT: 'body: multipart.too-many-parts',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'body: multipart.required',
};

/** Reads a client's multipart form: its text fields and the repeated payment document files. */
export async function readClientForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== DOCUMENTS_FIELD)
          throw badRequest(`${part.fieldname}: field.unknown`);
        files.push({ bytes });
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && UPLOAD_ERRORS[code]) throw badRequest(UPLOAD_ERRORS[code]);
    throw error;
  }
  return { fields, files };
}
