import { ExperimentOutlined } from '@ant-design/icons';
import { defineModule, adminOrCenters } from '@mk/module-kit';
import { centersMessages } from './messages';

/** Centers: pages to come. */
export const centersModule = defineModule({
  id: 'centers',
  routes: [{ path: 'centers', lazy: () => import('./placeholder.page') }],
  nav: [{ path: 'centers', messageId: 'centers.nav', icon: <ExperimentOutlined aria-hidden />, order: 50, visible: adminOrCenters }],
  messages: centersMessages,
});
