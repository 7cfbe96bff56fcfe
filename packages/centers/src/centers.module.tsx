import { ExperimentOutlined } from '@ant-design/icons';
import { adminOrCenters, defineModule, entityRoutes } from '@mk/module-kit';
import { centersMessages } from './messages';

/** The Centers area (spec 3 section 2): list, profile, register, update and operating hours; each page is its own chunk. */
export const centersModule = defineModule({
  id: 'centers',
  routes: [
    ...entityRoutes('centers', {
      list: () => import('./center-list/center-list.page'),
      profile: () => import('./center-profile/center-profile.page'),
      register: () => import('./center-register/center-register.page'),
      update: () => import('./center-update/center-update.page'),
    }),
    { path: 'centers/center-operating-hours/:id', lazy: () => import('./center-hours/center-hours.page') },
  ],
  nav: [{ path: 'centers', messageId: 'centers.nav', label: { en: 'Centers', ar: 'المراكز' }, icon: <ExperimentOutlined aria-hidden />, order: 50, visible: adminOrCenters }],
  messages: centersMessages,
});
