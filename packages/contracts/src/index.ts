export * from './i18n/plural.ts';
export * from './i18n/messages.ts';
export * from './platform/errors.ts';
export * from './platform/field-errors.ts';
export * from './platform/fields.ts';
export * from './platform/theme.ts';
export * from './auth/password.ts';
export * from './auth/auth.ts';
