import { DomainError, badInput } from '../../core/errors';
import { Messages } from '../../contracts/messages';

/** The largest photo the kiosk may send (issue 37): 2 MB, before any decoding. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** What a photo may be, read from its bytes (never from its name or the type the client claims). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** The stored photo's longest side: enough for a badge, a list and a roll-call card. */
export const PHOTO_SIDE = 480;

export const photoTooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', Messages.photoTooLarge);
const notAnImage = () => badInput(Messages.photoNotImage, { photo: [Messages.photoNotImage] });

/**
 * The bytes a visitor's photo is stored as: checked to be a JPEG, PNG or WebP from its bytes (`file-type`, ESM only:
 * loaded with a dynamic import, which Node 20.19+ resolves for the CommonJS build), at most 2 MB, then decoded and
 * re-encoded by `sharp` as a JPEG of at most 480 px a side, turned upright, without its metadata (sharp drops EXIF,
 * GPS and the rest unless asked to keep them). Anything it cannot decode is not an image: a 400, nothing stored.
 */
export async function normalisePhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  if (bytes.length === 0) throw notAnImage();
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw notAnImage();
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}
