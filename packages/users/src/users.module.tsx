import { TeamOutlined } from '@ant-design/icons';
import { defineModule, entityRoutes, isAdmin } from '@mk/module-kit';
import { usersMessages } from './messages';

/**
 * Staff accounts for ADMIN (issue 25): the list, create and edit; each page is its own chunk. The
 * entry sits near the end of the sidebar, after the day-to-day areas.
 */
export const usersModule = defineModule({
  id: 'users',
  routes: entityRoutes('users', {
    list: () => import('./user-list/user-list.page'),
    register: () => import('./user-register/user-register.page'),
    update: () => import('./user-update/user-update.page'),
  }),
  nav: [{ path: 'users', messageId: 'users.nav', label: { en: 'Users', ar: 'المستخدمون' }, icon: <TeamOutlined aria-hidden />, order: 95, visible: isAdmin }],
  messages: usersMessages,
});
