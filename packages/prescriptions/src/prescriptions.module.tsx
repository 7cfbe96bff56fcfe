import { FileTextOutlined } from '@ant-design/icons';
import { defineModule, pharmaciesOnly } from '@mk/module-kit';
import { erPaths } from './er-paths';
import { erPrescriptionsMessages } from './messages';

/** ER Prescriptions and Issued Prescriptions (spec 2 section 2), each page its own chunk; for users with pharmacies. */
export const erPrescriptionsModule = defineModule({
  id: 'erPrescriptions',
  routes: [
    { path: erPaths.list, lazy: () => import('./er-list/er-prescriptions.page') },
    { path: erPaths.issued, lazy: () => import('./issued-list/issued-prescriptions.page') },
  ],
  nav: [{ path: erPaths.list, messageId: 'erPrescriptions.nav', label: { en: 'ER Prescriptions', ar: 'الوصفات الطارئة' }, icon: <FileTextOutlined aria-hidden />, order: 75, visible: pharmaciesOnly }],
  messages: erPrescriptionsMessages,
});
