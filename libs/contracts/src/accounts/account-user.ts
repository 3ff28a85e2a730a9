import { z } from 'zod';
import { publicUserSchema } from '../auth';

export const USER_ROLES = ['user', 'editor', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** The signed-in user as the API shows it: never a password or a hash. A superset of PublicUser. */
export const accountUserSchema = publicUserSchema.extend({
  email: z.string().nullable(),
  mobile: z.string(),
  role: userRoleSchema,
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** GET auth/me; parses with currentUserResponseSchema too (the extra fields are dropped there). */
export const accountMeResponseSchema = z.object({ user: accountUserSchema.nullable() });
export type AccountMeResponse = z.infer<typeof accountMeResponseSchema>;

export const userListResponseSchema = z.object({ users: z.array(accountUserSchema) });
export type UserListResponse = z.infer<typeof userListResponseSchema>;
