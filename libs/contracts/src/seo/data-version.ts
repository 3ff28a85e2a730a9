import { z } from 'zod';

/**
 * general/data-version: the version of the public data an API instance serves. It changes whenever the catalogue
 * is invalidated or the cached answers are dropped, so the web server keeps its rendered views under it
 * (docs/architecture.md#caching-and-invalidation).
 */
export const dataVersionSchema = z.object({ version: z.string().min(1).max(100) });
export type DataVersion = z.infer<typeof dataVersionSchema>;
