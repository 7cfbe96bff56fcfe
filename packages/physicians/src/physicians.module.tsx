import { TeamOutlined } from '@ant-design/icons';
import { defineModule, entityRoutes } from '@mk/module-kit';
import { physiciansMessages } from './messages';

/** The Physicians area (spec 1 section 2): list, register, update, profile and schedule editor; each page is its own chunk. */
export const physiciansModule = defineModule({
  id: 'physicians',
  routes: [
    ...entityRoutes('physicians', {
      list: () => import('./physician-list/physician-list.page'),
      register: () => import('./physician-register/physician-register.page'),
      update: () => import('./physician-update/physician-update.page'),
      profile: () => import('./physician-profile/physician-profile.page'),
    }),
    { path: 'physicians/update-schedule/:id', lazy: () => import('./physician-schedule/physician-schedule.page') },
  ],
  // Every logged-in user: spec 1 section 2 lists Physicians without a condition.
  nav: [{ path: 'physicians', messageId: 'physicians.nav', label: { en: 'Physicians', ar: 'الأطباء' }, icon: <TeamOutlined aria-hidden />, order: 30 }],
  messages: physiciansMessages,
});
