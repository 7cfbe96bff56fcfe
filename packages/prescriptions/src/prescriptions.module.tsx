import { FileTextOutlined } from '@ant-design/icons';
import { defineModule, pharmaciesOnly } from '@mk/module-kit';
import { erPrescriptionsMessages } from './messages';

/** ER Prescriptions: pages to come. */
export const erPrescriptionsModule = defineModule({
  id: 'erPrescriptions',
  routes: [{ path: 'er-prescription', lazy: () => import('./placeholder.page') }],
  nav: [{ path: 'er-prescription', messageId: 'erPrescriptions.nav', icon: <FileTextOutlined aria-hidden />, order: 75, visible: pharmaciesOnly }],
  messages: erPrescriptionsMessages,
});
