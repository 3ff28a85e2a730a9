import sharp from 'sharp';
import { BadRequestError } from '../http/bad-request';

/** Formats sharp must find in the bytes themselves (the file name and declared type are not trusted). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const AD_IMAGE_MAX_SIDE = 1600;

export const IMAGE_MESSAGES = {
  wrongType: 'images: only JPEG, PNG or WebP photos are accepted',
  tooLarge: 'images: each photo must be 8 MB or smaller',
  tooMany: 'images: at most 8 photos',
} as const;

export interface ProcessedImage {
  body: Buffer;
  width: number;
  height: number;
}

async function formatOf(upload: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(upload).metadata()).format;
  } catch {
    return undefined;
  }
}

/** Checks what the bytes are, then re-encodes as WebP no larger than 1600 px a side (metadata dropped). */
export async function processAdImage(upload: Buffer): Promise<ProcessedImage> {
  const format = await formatOf(upload);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new BadRequestError(IMAGE_MESSAGES.wrongType);
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({
        width: AD_IMAGE_MAX_SIDE,
        height: AD_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch {
    throw new BadRequestError(IMAGE_MESSAGES.wrongType);
  }
}
