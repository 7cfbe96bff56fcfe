import { ProfileOutlined } from '@ant-design/icons';
import { defineModule, adminOrCenters } from '@mk/module-kit';
import { servicesMessages } from './messages';

/**
 * The Services area (spec 3 section 2): the list of a chosen center's services, create (for several
 * centers at once) and update, at the spec's paths (`services/create`, `services/update/{id}`);
 * each page is its own chunk.
 */
export const servicesModule = defineModule({
  id: 'services',
  routes: [
    { path: 'services', lazy: () => import('./service-list/service-list.page') },
    { path: 'services/create', lazy: () => import('./service-create/service-create.page') },
    { path: 'services/update/:id', lazy: () => import('./service-update/service-update.page') },
  ],
  nav: [{ path: 'services', messageId: 'services.nav', label: { en: 'Services', ar: 'الخدمات' }, icon: <ProfileOutlined aria-hidden />, order: 52, visible: adminOrCenters }],
  messages: servicesMessages,
});
