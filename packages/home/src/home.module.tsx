import { defineModule } from '@mk/module-kit';
import { homeMessages } from './messages';

/**
 * The live Home (issue 29): no page and no sidebar entry of its own, a panel on the shell's Home
 * (`ModuleHomePanels`) with the signed-in user's figures: ADMIN's across the marketplace, a PIC's for
 * the clinics, pharmacies and centers they run. The panel is its own chunk, loaded with this
 * catalogue when Home shows (the catalogue is not fetched at start-up); its charts are a further chunk.
 */
export const homeModule = defineModule({
  id: 'home',
  routes: [],
  nav: [],
  messages: homeMessages,
  home: () => import('./panel/home-panel'),
});
