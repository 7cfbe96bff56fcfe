import { ShopOutlined } from '@ant-design/icons';
import { adminOrClinics, defineModule } from '@mk/module-kit';
import { clinicsMessages } from './messages';

/** The Clinics area (spec 1 section 2): list, profile, register, update; each page is its own chunk. */
export const clinicsModule = defineModule({
  id: 'clinics',
  routes: [
    { path: 'clinics', lazy: () => import('./clinic-list/clinic-list.page') },
    { path: 'clinics/profile/:id', lazy: () => import('./clinic-profile/clinic-profile.page') },
    { path: 'clinics/register', lazy: () => import('./clinic-register/clinic-register.page') },
    { path: 'clinics/update/:id', lazy: () => import('./clinic-update/clinic-update.page') },
  ],
  nav: [{ path: 'clinics', messageId: 'clinics.nav', icon: <ShopOutlined aria-hidden />, order: 40, visible: adminOrClinics }],
  messages: clinicsMessages,
});
