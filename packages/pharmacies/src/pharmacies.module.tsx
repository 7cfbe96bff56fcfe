import { MedicineBoxOutlined } from '@ant-design/icons';
import { adminOrPharmacies, defineModule, entityRoutes } from '@mk/module-kit';
import { pharmaciesMessages } from './messages';

/** The Pharmacies area (spec 2 section 2): pharmacy, its profile, register and update; each page is its own chunk. */
export const pharmaciesModule = defineModule({
  id: 'pharmacies',
  routes: entityRoutes('pharmacy', {
    list: () => import('./pharmacy-list/pharmacy-list.page'),
    profile: () => import('./pharmacy-profile/pharmacy-profile.page'),
    register: () => import('./pharmacy-register/pharmacy-register.page'),
    update: () => import('./pharmacy-update/pharmacy-update.page'),
  }),
  nav: [{ path: 'pharmacy', messageId: 'pharmacies.nav', label: { en: 'Pharmacies', ar: 'الصيدليات' }, icon: <MedicineBoxOutlined aria-hidden />, order: 45, visible: adminOrPharmacies }],
  messages: pharmaciesMessages,
});
