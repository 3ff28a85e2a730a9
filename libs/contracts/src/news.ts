import { z } from 'zod';
import { localeCodeSchema } from './vertical-schemas';

export const newsArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  locale: localeCodeSchema,
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  author: z.string(),
  image: z.string(),
  publishedAt: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;
