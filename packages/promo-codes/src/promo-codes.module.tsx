import { PercentageOutlined } from '@ant-design/icons';
import { defineModule, adminOnly } from '@mk/module-kit';
import { promoCodesMessages } from './messages';

/** The Promo Codes area (spec 3 section 2); each page is its own chunk. */
export const promoCodesModule = defineModule({
  id: 'promo-codes',
  routes: [{ path: 'promo-codes', lazy: () => import('./list/list.page') }],
  nav: [{ path: 'promo-codes', messageId: 'promoCodes.nav', icon: <PercentageOutlined aria-hidden />, order: 70, visible: adminOnly }],
  messages: promoCodesMessages,
});
