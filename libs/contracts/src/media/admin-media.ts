import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';
import { ADMIN_MEDIA_KINDS } from './admin-media-kinds';

export const adminMediaKindSchema = z.enum(ADMIN_MEDIA_KINDS);
export type AdminMediaKind = z.infer<typeof adminMediaKindSchema>;

export const adminMediaParamsSchema = z.object({
  kind: adminMediaKindSchema,
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'slug must be lower-case letters, digits and hyphens'),
});

export const adminMediaListQuerySchema = z.object({ locale: localeCodeSchema.default('en') });

export const adminMediaItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  publishedAt: z.string(),
  /** Locales the title is written in. */
  locales: z.array(localeCodeSchema),
});
export type AdminMediaItem = z.infer<typeof adminMediaItemSchema>;
export const adminMediaListSchema = z.object({ items: z.array(adminMediaItemSchema) });

/** Publish or withdraw an item, and/or write its title in one locale (videos and web stories). */
export const adminMediaUpdateSchema = z
  .object({
    published: z.boolean().optional(),
    locale: localeCodeSchema.optional(),
    title: z
      .string()
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(200, 'Title must be 200 characters or less')
      .optional(),
  })
  .refine(
    (body) => (body.title === undefined) === (body.locale === undefined),
    'Send a title together with its locale',
  )
  .refine((body) => body.published !== undefined || body.title !== undefined, 'Nothing to change');
export type AdminMediaUpdate = z.infer<typeof adminMediaUpdateSchema>;
