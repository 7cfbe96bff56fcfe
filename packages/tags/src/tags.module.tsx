import { TagsOutlined } from '@ant-design/icons';
import { defineModule, isAdmin } from '@mk/module-kit';

/**
 * Tag management for ADMIN. The spec shows no screen for it, but without one tags could only come
 * from the seed (issue 4). Its sidebar entry sits right after Clinics (40).
 */
export const tagsModule = defineModule({
  id: 'tags',
  routes: [{ path: 'tags', lazy: () => import('./tag-list/tags.page') }],
  nav: [{ path: 'tags', messageId: 'tags.nav', label: { en: 'Tags', ar: 'الوسوم' }, icon: <TagsOutlined aria-hidden />, order: 41, visible: isAdmin }],
  messages: { en: () => import('../translations/en.json'), ar: () => import('../translations/ar.json') },
});
