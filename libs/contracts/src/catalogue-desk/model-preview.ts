import { z } from 'zod';
import { LOCALE_CODES } from '../verticals';

/**
 * GET admin/catalogue/models/:id/preview?city=&locale= (editors and admins, never cached) — the model page's answer
 * (`ModelDetail`, as `{prefix}/model-detail` gives it) made from the model's draft, or from its live version when
 * it has no draft: what the page will show once the draft is published. Anyone else is refused (401/403), and the
 * page then shows the published version. The page asks for it when its address has `?preview=<model id>`
 * (`previewPath` of the desk's model).
 */
export const deskPreviewQuerySchema = z.object({
  city: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'must be lower-case letters, digits and hyphens')
    .optional(),
  locale: z.enum(LOCALE_CODES).default('en'),
});
export type DeskPreviewQuery = z.input<typeof deskPreviewQuerySchema>;
