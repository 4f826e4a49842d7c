import { AVATAR_MAX_BYTES } from '@wolvo/shared/contracts';

/** Why an avatar was refused: not a PNG or JPEG (whatever it claims), or too large once decoded. */
export type AvatarProblem = 'wrong-type' | 'too-large';

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]*={0,2})$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type its first bytes prove, or null: the declared type and the file name are never trusted. */
export function sniffImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * Checks an avatar sent as a base64 data URL by its content and size, and returns it re-labelled with the
 * type its bytes show (a JPEG declared as PNG is stored as `data:image/jpeg`), or the problem.
 */
export function checkAvatar(
  dataUrl: string,
  maxBytes = AVATAR_MAX_BYTES,
): { avatar: string } | { problem: AvatarProblem } {
  const match = DATA_URL.exec(dataUrl);
  if (!match || match[2].length % 4 !== 0) return { problem: 'wrong-type' };
  // Decoded size from the text length, so an oversized upload is refused before it is decoded.
  const padding = match[2].endsWith('==') ? 2 : match[2].endsWith('=') ? 1 : 0;
  if ((match[2].length / 4) * 3 - padding > maxBytes) return { problem: 'too-large' };
  const bytes = Buffer.from(match[2], 'base64');
  const type = sniffImageType(bytes);
  if (!type) return { problem: 'wrong-type' };
  return { avatar: `data:${type};base64,${match[2]}` };
}
