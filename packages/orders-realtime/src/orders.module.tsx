import { HistoryOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { adminOrPharmacies, defineModule } from '@mk/module-kit';
import { ordersMessages } from './messages';

/**
 * A page that reads the orders caches loads with their socket patching (realtime/orders-cache),
 * so it is in place before the page's first query, whichever of page and alarm loads first.
 */
const withLiveCache =
  <Page,>(load: () => Promise<Page>) =>
  async () =>
    (await Promise.all([load(), import('./realtime/orders-cache')]))[0];

/** Orders (spec 2 section 5): incoming order cards, Live Orders, Make Price Offer, and Order history (issue 30); each page is its own chunk. */
export const ordersModule = defineModule({
  id: 'orders',
  routes: [
    { path: 'orders', lazy: withLiveCache(() => import('./orders-page/orders.page')) },
    { path: 'orders/history', lazy: () => import('./order-archive/order-archive.page') },
    { path: 'create-offer/:id', lazy: withLiveCache(() => import('./offer-form/create-offer.page')) },
  ],
  nav: [
    { path: 'orders', messageId: 'orders.nav', label: { en: 'Orders', ar: 'الطلبات' }, icon: <ShoppingCartOutlined aria-hidden />, order: 55, visible: adminOrPharmacies },
    { path: 'orders/history', messageId: 'orders.historyNav', label: { en: 'Order history', ar: 'سجل الطلبات' }, icon: <HistoryOutlined aria-hidden />, order: 56, visible: adminOrPharmacies },
  ],
  messages: ordersMessages,
  // The New Order alarm and the offer outcome notices, on every page, for those who see Orders.
  shell: [{ lazy: () => import('./alarm/order-alerts'), visible: adminOrPharmacies }],
});
