import type {
  ChangePasswordInput,
  LoginInput,
  LoginResult,
  RegisterMerchantInput,
  RegisterMerchantResult,
  ResendCodeResult,
  ResetPasswordInput,
  TokenPair,
} from '@souqna/contracts';
import { api } from '@/lib/api-client.ts';

const publicCall = { auth: false } as const;

export const login = (input: LoginInput) => api.call<LoginResult>('POST', '/auth/login', input, publicCall);

export const registerMerchant = (input: RegisterMerchantInput) =>
  api.call<RegisterMerchantResult>('POST', '/auth/register/merchant', input, publicCall);

/** The same call confirms a code or, with an empty code, sends a new one. */
export const verifyCode = (verifyId: string, code: string, email: string) =>
  api.call<LoginResult | ResendCodeResult>(
    'POST',
    `/auth/verify-code/${encodeURIComponent(verifyId)}`,
    { code, email },
    publicCall,
  );

export const isLoginResult = (data: LoginResult | ResendCodeResult): data is LoginResult => 'accessToken' in data;

export const forgotPassword = (email: string) => api.call<null>('POST', '/merchant/forgot-password', { email }, publicCall);

export const resetPassword = (input: ResetPasswordInput) => api.call<null>('POST', '/merchant/reset-password', input, publicCall);

/** Answers a fresh token pair: the server ends every other session. */
export const changePassword = (input: ChangePasswordInput) => api.call<TokenPair>('POST', '/merchant/change-password', input);
