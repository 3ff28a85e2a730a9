import { z } from 'zod';

export const publicUserSchema = z.object({ id: z.number().int(), name: z.string() });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const currentUserResponseSchema = z.object({ user: publicUserSchema.nullable() });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
