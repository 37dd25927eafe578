export * from '../modules/accounts/tables.ts';
export * from '../platform/mail/tables.ts';
export * from '../modules/store-config/tables.ts';
export * from '../modules/store/tables.ts';
export * from '../modules/catalogue/tables.ts';
export * from '../modules/catalogue/product-tables.ts';
export * from '../modules/catalogue/product-list-tables.ts';
export * from '../modules/orders/tables.ts';
