import { ProfileOutlined } from '@ant-design/icons';
import { defineModule, adminOrCenters } from '@mk/module-kit';
import { servicesMessages } from './messages';

/** Services: pages to come. */
export const servicesModule = defineModule({
  id: 'services',
  routes: [{ path: 'services', lazy: () => import('./placeholder.page') }],
  nav: [{ path: 'services', messageId: 'services.nav', icon: <ProfileOutlined aria-hidden />, order: 52, visible: adminOrCenters }],
  messages: servicesMessages,
});
