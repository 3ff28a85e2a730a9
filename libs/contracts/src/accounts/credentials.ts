import { z } from 'zod';
import { accountUserSchema } from './account-user';
import { accountAnswerSchema } from './answer';

/** Field rules (docs/domain.md#field-rules) are checked by the API with @cvb/validation, so these schemas only fix the shape. */
export const registerRequestSchema = z.object({
  mobile: z.string(),
  name: z.string(),
  email: z.string(),
  password: z.string(),
  verificationToken: z.string(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ identifier: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Forgot-password mode (docs/domain.md#account-messages field names) after a 'reset' code was confirmed. */
export const resetPasswordRequestSchema = z.object({
  loginPhone: z.string(),
  loginPassword: z.string(),
  verificationToken: z.string(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** A signed-in user changing their own password. */
export const changeOwnPasswordRequestSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
});
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequestSchema>;

export const changePasswordRequestSchema = z.union([
  resetPasswordRequestSchema,
  changeOwnPasswordRequestSchema,
]);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const updateProfileRequestSchema = z.object({ name: z.string(), email: z.string() });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** Register, login, change password and profile answer the user record as data. */
export const accountUserAnswerSchema = accountAnswerSchema(accountUserSchema);
export type AccountUserAnswer = z.infer<typeof accountUserAnswerSchema>;

export const logoutResponseSchema = accountAnswerSchema(z.null());
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
