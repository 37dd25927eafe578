export * from '../modules/accounts/tables.ts';
export * from '../platform/mail/tables.ts';
