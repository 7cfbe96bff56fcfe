import { ShopOutlined } from '@ant-design/icons';
import { adminOrClinics, defineModule, entityRoutes } from '@mk/module-kit';
import { clinicsMessages } from './messages';

/** The Clinics area (spec 1 section 2): list, profile, register, update; each page is its own chunk. */
export const clinicsModule = defineModule({
  id: 'clinics',
  routes: entityRoutes('clinics', {
    list: () => import('./clinic-list/clinic-list.page'),
    profile: () => import('./clinic-profile/clinic-profile.page'),
    register: () => import('./clinic-register/clinic-register.page'),
    update: () => import('./clinic-update/clinic-update.page'),
  }),
  nav: [{ path: 'clinics', messageId: 'clinics.nav', label: { en: 'Clinics', ar: 'العيادات' }, icon: <ShopOutlined aria-hidden />, order: 40, visible: adminOrClinics }],
  messages: clinicsMessages,
});
