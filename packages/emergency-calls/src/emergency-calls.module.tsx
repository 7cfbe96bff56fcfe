import { PhoneOutlined } from '@ant-design/icons';
import { defineModule, pharmaciesOnly } from '@mk/module-kit';
import { emergencyCallsMessages } from './messages';

/** Emergency calls (spec 3 section 2, route er-calls): the calls the user's pharmacy accepted; for users with pharmacies. */
export const emergencyCallsModule = defineModule({
  id: 'emergencyCalls',
  routes: [{ path: 'er-calls', lazy: () => import('./calls-list/emergency-calls.page') }],
  nav: [{ path: 'er-calls', messageId: 'emergencyCalls.nav', label: { en: 'Emergency Calls', ar: 'مكالمات الطوارئ' }, icon: <PhoneOutlined aria-hidden />, order: 80, visible: pharmaciesOnly }],
  messages: emergencyCallsMessages,
});
