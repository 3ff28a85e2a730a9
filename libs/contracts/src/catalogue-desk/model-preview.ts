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

/** The query parameter of a model page that asks for the draft's preview (`?preview=<model id>`). */
export const PREVIEW_PARAMETER = 'preview';

/** The model id a page's `?preview=` names, or null when it names none (or not a model id). */
export function previewModelId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
