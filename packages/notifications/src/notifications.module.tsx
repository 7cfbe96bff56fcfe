import { BellOutlined } from '@ant-design/icons';
import { defineModule, adminOnly } from '@mk/module-kit';
import { notificationsMessages } from './messages';

/** Notifications: pages to come. */
export const notificationsModule = defineModule({
  id: 'notifications',
  routes: [{ path: 'notification', lazy: () => import('./placeholder.page') }],
  nav: [{ path: 'notification', messageId: 'notifications.nav', icon: <BellOutlined aria-hidden />, order: 10, visible: adminOnly }],
  messages: notificationsMessages,
});
