// The page side of a draft's preview, apart from the API's query schema: the catalogue pages read it in the browser,
// which then downloads no zod.

/** The query parameter of a model page that asks for the draft's preview (`?preview=<model id>`). */
export const PREVIEW_PARAMETER = 'preview';

/** The model id a page's `?preview=` names, or null when it names none (or not a model id). */
export function previewModelId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
