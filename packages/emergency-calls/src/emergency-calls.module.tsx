import { PhoneOutlined } from '@ant-design/icons';
import { defineModule, pharmaciesOnly } from '@mk/module-kit';
import { emergencyCallsMessages } from './messages';

/** Emergency Calls: pages to come. */
export const emergencyCallsModule = defineModule({
  id: 'emergencyCalls',
  routes: [{ path: 'er-calls', lazy: () => import('./placeholder.page') }],
  nav: [{ path: 'er-calls', messageId: 'emergencyCalls.nav', icon: <PhoneOutlined aria-hidden />, order: 80, visible: pharmaciesOnly }],
  messages: emergencyCallsMessages,
});
