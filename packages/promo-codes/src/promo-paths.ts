import type { PromoCode } from './contract';
import type { EntityArea } from '@mk/ui';

/** The Promo Codes routes (spec 3 section 2). */
export const promoPaths = {
  list: () => '/promo-codes',
  create: () => '/promo-codes/create-promo-code',
} as const;

/** What the promo pages share: the list crumb. Promo codes have no profile: the list stands in. */
export const promoArea: EntityArea<PromoCode> = {
  list: { messageId: 'promoCodes.common.promoCodes', to: promoPaths.list() },
  name: (code) => code.promo_code,
  profile: () => promoPaths.list(),
};
