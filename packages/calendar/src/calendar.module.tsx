import { CalendarOutlined } from '@ant-design/icons';
import { defineModule, adminOnly } from '@mk/module-kit';
import { calendarMessages } from './messages';

/**
 * The marketplace calendar for ADMIN (issue 30; the server's writes are ADMIN only): the public
 * holidays and Ramadan seasons of a year, the Umm al-Qura proposals to add, check and confirm.
 */
export const calendarModule = defineModule({
  id: 'calendar',
  routes: [{ path: 'calendar', lazy: () => import('./holiday-list/holiday-list.page') }],
  nav: [{ path: 'calendar', messageId: 'calendar.nav', label: { en: 'Calendar', ar: 'التقويم' }, icon: <CalendarOutlined aria-hidden />, order: 96, visible: adminOnly }],
  messages: calendarMessages,
});
