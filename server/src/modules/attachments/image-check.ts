import sharp from 'sharp';
import { ValidationError } from '../../errors';

export const IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoding bombs: a 10 MB file may not claim more pixels than this (about 8K × 8K). */
const MAX_PIXELS = 64_000_000;
const THUMB_WIDTH = 480;

const refuse = (message: string) => new ValidationError({ file: message });

/**
 * Where the image format says its data ends; bytes after that are another file riding along (a
 * polyglot: an image that is also a ZIP, an HTML page, a script). Null: the structure is broken.
 */
function endOfImage(format: 'png' | 'jpeg' | 'webp', b: Buffer): number | null {
  if (format === 'png') {
    const iend = b.lastIndexOf(Buffer.from('IEND'));
    return iend < 4 ? null : iend + 8; // type (4) + CRC (4)
  }
  if (format === 'webp') {
    if (b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
    return b.readUInt32LE(4) + 8;
  }
  // JPEG: the last end-of-image marker.
  for (let i = b.length - 2; i >= 2; i--) if (b[i] === 0xff && b[i + 1] === 0xd9) return i + 2;
  return null;
}

export interface CheckedImage {
  contentType: ImageType;
  /** Re-encoded in its own format without EXIF, GPS, XMP or ICC text: only pixels. */
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Verifies the bytes are the image they claim to be (decoded by sharp, format equal to the
 * claimed type, nothing after the image's end), then re-encodes it (orientation applied, every
 * metadata block dropped) and makes a WebP thumbnail. Any refusal is a 422 naming why.
 */
export async function checkImage(bytes: Buffer, claimedType: string): Promise<CheckedImage> {
  if (bytes.length === 0) throw refuse('The file is empty');
  if (bytes.length > MAX_IMAGE_BYTES) throw refuse('The file is larger than 10 MB');
  const contentType = claimedType.toLowerCase().replace('image/jpg', 'image/jpeg') as ImageType;
  const expected = IMAGE_TYPES[contentType];
  if (!expected) throw refuse(`Only PNG, JPEG and WebP images are accepted, not ${claimedType || 'this file'}`);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw refuse(`The file is not a readable ${expected.toUpperCase()} image`);
  }
  if (meta.format !== expected)
    throw refuse(
      `The file is ${meta.format ? `a ${meta.format.toUpperCase()}` : 'not an'} image, not the ${expected.toUpperCase()} it claims to be`,
    );
  const end = endOfImage(expected, bytes);
  if (end === null || end < bytes.length)
    throw refuse(
      `The file carries ${end === null ? 'a broken' : `${bytes.length - end} bytes of`} data after the ${expected.toUpperCase()} image (a polyglot file)`,
    );
  try {
    const decoded = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    const image = await decoded
      .clone()
      .toFormat(expected, expected === 'jpeg' ? { quality: 90 } : {})
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await decoded
      .clone()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { contentType, image: image.data, thumbnail, width: image.info.width, height: image.info.height };
  } catch {
    throw refuse(`The file is not a readable ${expected.toUpperCase()} image`);
  }
}
