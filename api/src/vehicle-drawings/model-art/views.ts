import { z } from 'zod';

/** The pictures of a model's gallery, in gallery order; 'angle' is its card picture. */
export const MODEL_ART_VIEWS = ['angle', 'side', 'front', 'rear', 'cabin'] as const;
export const modelArtViewSchema = z.enum(MODEL_ART_VIEWS);
export type ModelArtView = z.infer<typeof modelArtViewSchema>;
