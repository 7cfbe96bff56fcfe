/*
 * What the promo code domain shares between its pages and the server (`@mk/promo-codes/contract`,
 * no React in it): its constants and reply schemas with their derived types, its rules (yup) with
 * their words in both languages, and its error codes.
 */
export * from './promo';
export * from './promo.schema';
export * from './api-errors';
export * from './promo.messages';
export * from './promo.rules';
export * from './promo.words';
