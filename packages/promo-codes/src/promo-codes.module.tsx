import { PercentageOutlined } from '@ant-design/icons';
import { defineModule, adminOnly } from '@mk/module-kit';
import { promoCodesMessages } from './messages';

/**
 * The Promo Codes area for ADMIN (spec 3 section 2; the server's routes are ADMIN only): the list
 * and the create form (`promo-codes/create-promo-code`); each page is its own chunk.
 */
export const promoCodesModule = defineModule({
  id: 'promoCodes',
  routes: [
    { path: 'promo-codes', lazy: () => import('./promo-list/promo-list.page') },
    { path: 'promo-codes/create-promo-code', lazy: () => import('./promo-create/promo-create.page') },
  ],
  nav: [{ path: 'promo-codes', messageId: 'promoCodes.nav', label: { en: 'Promo Codes', ar: 'أكواد الخصم' }, icon: <PercentageOutlined aria-hidden />, order: 70, visible: adminOnly }],
  messages: promoCodesMessages,
});
