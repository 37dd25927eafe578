/**
 * A filtered product list counts its matches up to one past this (an unfiltered list is counted
 * exactly): a total above it means "more than 1,000", and the app says so instead of a number.
 */
export const PRODUCT_COUNT_CAP = 1_000;
