// zod's tree-shakable form, like platform/fields.ts: the login page reads these schemas.
import * as z from 'zod/mini';
import { emailAddress, phoneNumber, requiredText } from '../platform/fields.ts';
import { loginPassword, newPassword } from './password.ts';

export const VERIFY_CODE_LENGTH = 6;
export const VERIFY_CODE_TTL_SECONDS = 10 * 60;
export const VERIFY_CODE_MAX_TRIES = 5;
export const VERIFY_RESEND_SECONDS = 60;
export const RESET_CODE_TTL_SECONDS = 30 * 60;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** Login throttling of docs/product-rules.md: per e-mail and per address, within a 15-minute window. */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
  firstLockSeconds: 30,
  maxLockSeconds: 15 * 60,
} as const;

export const ROLES = ['owner', 'admin', 'manager'] as const;
export type Role = (typeof ROLES)[number];

export const ENTITY_TYPES = ['individual', 'business'] as const;
export type EntityTypeId = (typeof ENTITY_TYPES)[number];

const code = z.string().check(z.trim(), z.regex(/^\d{6}$/, { message: 'invalid_code' }));

export const RegisterMerchantInput = z.strictObject({
  name: requiredText({ max: 100 }),
  email: emailAddress(),
  password: newPassword(),
  phone: phoneNumber(),
});
export type RegisterMerchantInput = z.input<typeof RegisterMerchantInput>;

export const RegisterMerchantResult = z.object({ verifyId: z.uuid(), email: z.string() });
export type RegisterMerchantResult = z.infer<typeof RegisterMerchantResult>;

/** An empty code asks for a new one (at most once a minute). */
export const VerifyCodeInput = z.strictObject({
  code: z.union([z.literal(''), code]),
  email: emailAddress(),
});
export type VerifyCodeInput = z.input<typeof VerifyCodeInput>;

export const ResendCodeResult = z.object({ verifyId: z.uuid(), email: z.string(), resendAfter: z.int() });
export type ResendCodeResult = z.infer<typeof ResendCodeResult>;

export const LoginInput = z.strictObject({ email: emailAddress(), password: loginPassword() });
export type LoginInput = z.input<typeof LoginInput>;

export const RefreshInput = z.strictObject({
  userId: z.uuid(),
  refreshToken: z.string().check(z.minLength(1), z.maxLength(200)),
  userAgent: z.string().check(z.maxLength(512)),
});
export type RefreshInput = z.infer<typeof RefreshInput>;

export const TokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

export const LogoutInput = z.strictObject({ refreshToken: z.optional(z.string().check(z.maxLength(200))) });
export type LogoutInput = z.infer<typeof LogoutInput>;

export const ForgotPasswordInput = z.strictObject({ email: emailAddress() });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z.strictObject({ email: emailAddress(), code, password: newPassword() });
export type ResetPasswordInput = z.input<typeof ResetPasswordInput>;

export const ChangePasswordInput = z.strictObject({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(128)),
  newPassword: newPassword(),
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

const confirmation = z.string().check(z.minLength(1));
const matches = (a: string, b: string) => a === b;

/** The forms add a confirmation that must match; the server never sees it. */
const mismatch = { message: 'password_mismatch', path: ['confirmPassword'] };
export const RegisterForm = z
  .extend(RegisterMerchantInput, { confirmPassword: confirmation })
  .check(z.refine((v) => matches(v.password, v.confirmPassword), mismatch));
export const ResetPasswordForm = z
  .extend(ResetPasswordInput, { confirmPassword: confirmation })
  .check(z.refine((v) => matches(v.password, v.confirmPassword), mismatch));
export const ChangePasswordForm = z
  .extend(ChangePasswordInput, { confirmPassword: confirmation })
  .check(z.refine((v) => matches(v.newPassword, v.confirmPassword), mismatch));

export const Stage = z.object({
  stageId: z.uuid(),
  storeId: z.uuid(),
  isStoreData: z.boolean(),
  isServiceChannel: z.boolean(),
  isDomain: z.boolean(),
  isCategories: z.boolean(),
  /** Not in docs/api.md's list: the branch step needs its flag so a reload resumes at the right step. */
  isWarehouse: z.boolean(),
  isIdentityVerified: z.boolean(),
});
export type Stage = z.infer<typeof Stage>;

export const User = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.nullable(z.string()),
  role: z.enum(ROLES),
  storeId: z.uuid(),
});
export type User = z.infer<typeof User>;

export const LoginResult = z.object({
  user: User,
  accessToken: z.string(),
  refreshToken: z.string(),
  domain: z.nullable(z.string()),
  isStoreVerified: z.boolean(),
  stage: Stage,
});
export type LoginResult = z.infer<typeof LoginResult>;

export const EntityType = z.object({
  entityTypeId: z.enum(ENTITY_TYPES),
  name: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
});
export type EntityType = z.infer<typeof EntityType>;
