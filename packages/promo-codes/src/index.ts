export { promoCodesModule } from './promo-codes.module';
export { promoCodesMessages } from './messages';
