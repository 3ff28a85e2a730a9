import { AD_IMAGE_MAX_BYTES, AD_IMAGE_MAX_COUNT } from '@cvb/contracts';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../http/bad-request';
import { IMAGE_MESSAGES } from './ad-images';

/** Limits handed to @fastify/multipart; beyond them it throws errors with code FST_* (see below). */
export const AD_UPLOAD_LIMITS = {
  fileSize: AD_IMAGE_MAX_BYTES,
  files: AD_IMAGE_MAX_COUNT,
  fields: 4,
  fieldSize: 64 * 1024,
  parts: AD_IMAGE_MAX_COUNT + 4,
};

export interface AdUpload {
  adJson: string | undefined;
  images: Buffer[];
}

class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
}

function refusal(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeError(IMAGE_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new PayloadTooLargeError(IMAGE_MESSAGES.tooMany);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new BadRequestError('too many form parts');
  return error;
}

/** Reads the multipart form of a new ad: the `ad` JSON field and the `images` files, in order. */
export async function readAdUpload(request: FastifyRequest): Promise<AdUpload> {
  if (!request.isMultipart()) throw new BadRequestError('body: must be multipart/form-data');
  const upload: AdUpload = { adJson: undefined, images: [] };
  try {
    for await (const part of request.parts({ limits: AD_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw new BadRequestError(`${part.fieldname}: unexpected file`);
        upload.images.push(await part.toBuffer());
      } else if (part.fieldname === 'ad') {
        upload.adJson = String(part.value);
      }
    }
  } catch (error) {
    throw refusal(error);
  }
  return upload;
}
