import { QrcodeOutlined } from '@ant-design/icons';
import { defineModule, adminOrPharmacies } from '@mk/module-kit';
import { qrCodesMessages } from './messages';

/** The QR Codes area (spec 3 section 2); each page is its own chunk. */
export const qrCodesModule = defineModule({
  id: 'qrCodes',
  routes: [{ path: 'qr-codes', lazy: () => import('./list/list.page') }],
  nav: [{ path: 'qr-codes', messageId: 'qrCodes.nav', label: { en: 'QR Codes', ar: 'رموز QR' }, icon: <QrcodeOutlined aria-hidden />, order: 65, visible: adminOrPharmacies }],
  messages: qrCodesMessages,
});
