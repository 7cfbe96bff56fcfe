import { AuditOutlined } from '@ant-design/icons';
import { defineModule, adminOnly } from '@mk/module-kit';
import { proceduresMessages } from './messages';

/** Procedures: pages to come. */
export const proceduresModule = defineModule({
  id: 'procedures',
  routes: [{ path: 'procedures', lazy: () => import('./placeholder.page') }],
  nav: [{ path: 'procedures', messageId: 'procedures.nav', icon: <AuditOutlined aria-hidden />, order: 60, visible: adminOnly }],
  messages: proceduresMessages,
});
