import type {
  ChangePasswordInput,
  LoginInput,
  LoginResult,
  RegisterMerchantInput,
  ResendCodeResult,
  ResetPasswordInput,
} from '@souqna/contracts';
import { accountEndpoints as endpoints } from '@/lib/entry-endpoints.ts';
import { requestAnswer } from '@/lib/request.ts';
import type { RequestOptions } from '@/lib/api.ts';

/** Sign-up, sign-in and the password calls go without a token. */
const publicCall: RequestOptions = { auth: false };

export const login = (input: LoginInput) => requestAnswer(endpoints.login, { body: input }, publicCall);

export const registerMerchant = (input: RegisterMerchantInput) => requestAnswer(endpoints.register, { body: input }, publicCall);

/** The same call confirms a code or, with an empty code, sends a new one. */
export const verifyCode = (verifyId: string, code: string, email: string) =>
  requestAnswer(endpoints.verifyCode, { params: { verifyId }, body: { code, email } }, publicCall);

export const isLoginResult = (data: LoginResult | ResendCodeResult): data is LoginResult => 'accessToken' in data;

export const forgotPassword = (email: string) => requestAnswer(endpoints.forgotPassword, { body: { email } }, publicCall);

export const resetPassword = (input: ResetPasswordInput) => requestAnswer(endpoints.resetPassword, { body: input }, publicCall);

/** Answers a fresh token pair: the server ends every other session. */
export const changePassword = (input: ChangePasswordInput) => requestAnswer(endpoints.changePassword, { body: input });
