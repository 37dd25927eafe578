import * as z from 'zod/mini';

export const LOGIN_PASSWORD_MIN = 6;
export const STRONG_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

const classes = (password: string) => ({
  length: password.length >= STRONG_PASSWORD_MIN,
  upper: /\p{Lu}/u.test(password),
  lower: /\p{Ll}/u.test(password),
  digit: /\p{Nd}/u.test(password),
  special: /[^\p{L}\p{Nd}\s]/u.test(password),
});

/** The strength rule: 8+ characters with upper case, lower case, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return Object.values(classes(password)).every(Boolean);
}

/** What the meter shows: strong meets the whole rule, medium meets three of its five parts. */
export function passwordStrength(password: string): PasswordStrength {
  if (isStrongPassword(password)) return 'strong';
  const met = Object.values(classes(password)).filter(Boolean).length;
  return met >= 3 && password.length >= LOGIN_PASSWORD_MIN ? 'medium' : 'weak';
}

/** A password being set (register, reset, change): must meet the strength rule. */
export const newPassword = () =>
  z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX), z.refine(isStrongPassword, { message: 'weak_password' }));

/** A password being typed to log in: at least 6 characters, never checked for strength. */
export const loginPassword = () => z.string().check(z.minLength(LOGIN_PASSWORD_MIN), z.maxLength(PASSWORD_MAX));
