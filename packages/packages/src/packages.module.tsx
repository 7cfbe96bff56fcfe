import { GiftOutlined } from '@ant-design/icons';
import { defineModule, everyone } from '@mk/module-kit';
import { packagesMessages } from './messages';

/** The Packages area (spec 3 section 2): list, details, create, update and the weekly schedule; each page is its own chunk. */
export const packagesModule = defineModule({
  id: 'packages',
  routes: [
    { path: 'packages', lazy: () => import('./list/list.page') },
    { path: 'packages/details/:id', lazy: () => import('./details/details.page') },
    { path: 'packages/create', lazy: () => import('./create/create.page') },
    { path: 'packages/update/:id', lazy: () => import('./update/update.page') },
    { path: 'packages/update-package-schedule/:id', lazy: () => import('./schedule/schedule.page') },
  ],
  nav: [{ path: 'packages', messageId: 'packages.nav', label: { en: 'Packages', ar: 'الباقات' }, icon: <GiftOutlined aria-hidden />, order: 48, visible: everyone }],
  messages: packagesMessages,
});
