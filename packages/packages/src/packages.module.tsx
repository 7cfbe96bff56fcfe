import { GiftOutlined } from '@ant-design/icons';
import { defineModule, everyone } from '@mk/module-kit';
import { packagesMessages } from './messages';

/** The Packages area (spec 3 section 2); each page is its own chunk. */
export const packagesModule = defineModule({
  id: 'packages',
  routes: [{ path: 'packages', lazy: () => import('./list/list.page') }],
  nav: [{ path: 'packages', messageId: 'packages.nav', icon: <GiftOutlined aria-hidden />, order: 48, visible: everyone }],
  messages: packagesMessages,
});
