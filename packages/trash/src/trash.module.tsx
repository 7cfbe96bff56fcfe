import { DeleteOutlined } from '@ant-design/icons';
import { defineModule, adminOnly } from '@mk/module-kit';
import { trashMessages } from './messages';

/**
 * The Trash for ADMIN (issue 29; the server's routes are ADMIN only): the removed clinics,
 * physicians, centers, services and packages (promo codes have no removal yet), each restorable until it is purged.
 */
export const trashModule = defineModule({
  id: 'trash',
  routes: [{ path: 'trash', lazy: () => import('./trash-list/trash-list.page') }],
  nav: [{ path: 'trash', messageId: 'trash.nav', label: { en: 'Trash', ar: 'سلة المحذوفات' }, icon: <DeleteOutlined aria-hidden />, order: 97, visible: adminOnly }],
  messages: trashMessages,
});
