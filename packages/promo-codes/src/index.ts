export { promoCodesModule } from './promo-codes.module';
export { promoCodesMessages } from './messages';
export { promoCodesApi, useCreatePromoCodeMutation, useGetPromoCodesQuery, type PromoCodePageArgs } from './promo-codes.api';
