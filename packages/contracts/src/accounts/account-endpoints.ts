import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import {
  ChangePasswordInput,
  EntityType,
  ForgotPasswordInput,
  LoginInput,
  LoginResult,
  LogoutInput,
  RefreshInput,
  RegisterMerchantInput,
  RegisterMerchantResult,
  ResendCodeResult,
  ResetPasswordInput,
  Stage,
  TokenPair,
  User,
  VerifyCodeInput,
} from './auth.ts';
import { ProfileInput } from './profile.ts';
import { PLAN_IDS } from '../store/plans.ts';
import { STORE_STATUSES } from '../store/verification.ts';

/** `GET /auth/me`: the account and its store as the server sees them now. */
export const Me = z.object({
  user: User,
  domain: z.string().nullable(),
  isStoreVerified: z.boolean(),
  stage: Stage,
  store: z.object({
    storeId: z.uuid(),
    name: z.string().nullable(),
    logo: z.string().nullable(),
    domain: z.string().nullable(),
    /** `https://{domain}.{STORE_BASE_DOMAIN}`, or null before the store has a domain. */
    url: z.string().nullable(),
    /** The part after the store's label in its link (`STORE_BASE_DOMAIN`), for forms that preview it. */
    baseDomain: z.string(),
    plan: z.enum(PLAN_IDS),
    status: z.enum(STORE_STATUSES),
    rejectionReason: z.string().nullable(),
  }),
});
export type Me = z.infer<typeof Me>;

/** Sign-up, sign-in, the session, passwords and the member's own profile. */
export const accountEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/auth/register/merchant',
    body: RegisterMerchantInput,
    data: RegisterMerchantResult,
    status: 201,
  }),
  /** The same call confirms a code or, with an empty code, sends a new one. */
  verifyCode: endpoint({
    method: 'POST',
    path: '/auth/verify-code/:verifyId',
    params: z.strictObject({ verifyId: z.uuid() }),
    body: VerifyCodeInput,
    data: z.union([LoginResult, ResendCodeResult]),
  }),
  login: endpoint({ method: 'POST', path: '/auth/login', body: LoginInput, data: LoginResult }),
  refresh: endpoint({ method: 'POST', path: '/auth/refresh', body: RefreshInput, data: TokenPair }),
  /** Either token ends the session: the access token of the call, or the refresh token in the body. */
  logout: endpoint({ method: 'POST', path: '/auth/logout', body: z.optional(LogoutInput), data: z.null() }),
  entityTypes: endpoint({ method: 'GET', path: '/auth/entity-types', data: z.array(EntityType) }),
  me: endpoint({ method: 'GET', path: '/auth/me', data: Me }),
  forgotPassword: endpoint({ method: 'POST', path: '/merchant/forgot-password', body: ForgotPasswordInput, data: z.null() }),
  resetPassword: endpoint({ method: 'POST', path: '/merchant/reset-password', body: ResetPasswordInput, data: z.null() }),
  /** Answers a fresh token pair: the server ends every other session. */
  changePassword: endpoint({ method: 'POST', path: '/merchant/change-password', body: ChangePasswordInput, data: TokenPair }),
  /** Answers the user as `/auth/me` does. */
  updateProfile: endpoint({ method: 'PUT', path: '/merchant/profile', body: ProfileInput, data: User }),
};
