import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/** The content type of a stored document from its key's extension (older seeded rows: null). */
export function typeOfKey(key: string): PaymentDocumentType | null {
  const ext = key.split('.').at(-1);
  const found = Object.entries(EXTENSION).find(([, e]) => e === ext);
  return found ? (found[0] as PaymentDocumentType) : null;
}

/** Stored documents live under `$DATA_DIR/documents`, keyed `clients/{clientId}/{random}.{ext}`. */
const rootOf = (dataDir: string) => path.join(dataDir, 'documents');
/** Keys we wrote are relative and made of safe characters; seeded demo urls start with `/`. */
const isStoredKey = (key: string) => /^clients\/\d+\/[a-f0-9]{32}\.(pdf|png|jpg)$/.test(key);

/** A document written under a temporary name, moved to its key after the transaction commits. */
export interface StagedDocument {
  key: string;
  type: PaymentDocumentType;
  temp: string;
}

/** Writes each upload to a temporary file and names its final key (random, never the upload's name). */
export async function stageDocuments(
  dataDir: string,
  clientId: number,
  uploads: Array<{ bytes: Buffer; type: PaymentDocumentType }>,
): Promise<StagedDocument[]> {
  const root = rootOf(dataDir);
  await mkdir(path.join(root, 'tmp'), { recursive: true });
  const staged: StagedDocument[] = [];
  try {
    for (const upload of uploads) {
      const name = randomBytes(16).toString('hex');
      const temp = path.join(root, 'tmp', `${name}.part`);
      await writeFile(temp, upload.bytes, { flag: 'wx' });
      staged.push({
        key: `clients/${clientId}/${name}.${EXTENSION[upload.type]}`,
        type: upload.type,
        temp,
      });
    }
  } catch (error) {
    await discardStaged(staged);
    throw error;
  }
  return staged;
}

/** Moves staged files to their keys (after commit). */
export async function commitStaged(dataDir: string, staged: StagedDocument[]): Promise<void> {
  for (const doc of staged) {
    const target = path.join(rootOf(dataDir), doc.key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(doc.temp, target);
  }
}

/** Removes staged files (the transaction failed: nothing half-saved). */
export async function discardStaged(staged: StagedDocument[]): Promise<void> {
  await Promise.all(staged.map((doc) => unlink(doc.temp).catch(() => undefined)));
}

/** Deletes the files of removed documents (after commit); missing files are fine. */
export async function removeStored(dataDir: string, keys: string[]): Promise<void> {
  await Promise.all(
    keys
      .filter(isStoredKey)
      .map((key) => unlink(path.join(rootOf(dataDir), key)).catch(() => undefined)),
  );
}

/** A stored document's bytes, or null when it has no file (seeded demo rows). */
export async function readStored(dataDir: string, key: string): Promise<Buffer | null> {
  if (!isStoredKey(key)) return null;
  return readFile(path.join(rootOf(dataDir), key)).catch(() => null);
}
