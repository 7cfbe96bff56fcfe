import { AuditOutlined } from '@ant-design/icons';
import { defineModule, adminOnly } from '@mk/module-kit';
import { proceduresMessages } from './messages';

/**
 * The Procedures area for ADMIN (spec 3 section 2): the list, create (`procedures/create`) and
 * update (`procedures/update/{id}`, ours: docs/deviations.md); each page is its own chunk.
 */
export const proceduresModule = defineModule({
  id: 'procedures',
  routes: [
    { path: 'procedures', lazy: () => import('./procedure-list/procedure-list.page') },
    { path: 'procedures/create', lazy: () => import('./procedure-create/procedure-create.page') },
    { path: 'procedures/update/:id', lazy: () => import('./procedure-update/procedure-update.page') },
  ],
  nav: [{ path: 'procedures', messageId: 'procedures.nav', label: { en: 'Procedures', ar: 'الإجراءات' }, icon: <AuditOutlined aria-hidden />, order: 60, visible: adminOnly }],
  messages: proceduresMessages,
});
