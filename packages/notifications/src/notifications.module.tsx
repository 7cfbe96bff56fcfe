import { BellOutlined } from '@ant-design/icons';
import { defineModule, adminOnly } from '@mk/module-kit';
import { notificationsMessages } from './messages';

/**
 * Notifications (spec 2 section 2), ADMIN only (section 6): the Notification Center and Send
 * Notification, each its own chunk.
 */
export const notificationsModule = defineModule({
  id: 'notifications',
  routes: [
    { path: 'notification', lazy: () => import('./notification-center/notification-center.page') },
    { path: 'notification/send', lazy: () => import('./send-notification/send-notification.page') },
  ],
  nav: [{ path: 'notification', messageId: 'notifications.nav', label: { en: 'Notifications', ar: 'الإشعارات' }, icon: <BellOutlined aria-hidden />, order: 10, visible: adminOnly }],
  messages: notificationsMessages,
});
