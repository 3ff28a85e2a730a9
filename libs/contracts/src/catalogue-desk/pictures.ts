import { z } from 'zod';

/**
 * POST admin/catalogue/pictures — the picture's own bytes (JPEG, PNG or WebP, up to 8 MB); the API resizes it
 * (longest side 1600 px, WebP) and answers its address, to put in a model document's `pictures`.
 */
export const deskPictureUploadSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type DeskPictureUpload = z.infer<typeof deskPictureUploadSchema>;
