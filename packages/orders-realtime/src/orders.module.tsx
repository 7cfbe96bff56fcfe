import { ShoppingCartOutlined } from '@ant-design/icons';
import { adminOrPharmacies, defineModule } from '@mk/module-kit';
import { ordersMessages } from './messages';

/** Orders (spec 2 section 5): incoming order cards, Live Orders, and Make Price Offer; each page is its own chunk. */
export const ordersModule = defineModule({
  id: 'orders',
  routes: [
    { path: 'orders', lazy: () => import('./orders-page/orders.page') },
    { path: 'create-offer/:id', lazy: () => import('./offer-form/create-offer.page') },
  ],
  nav: [{ path: 'orders', messageId: 'orders.nav', icon: <ShoppingCartOutlined aria-hidden />, order: 55, visible: adminOrPharmacies }],
  messages: ordersMessages,
});
