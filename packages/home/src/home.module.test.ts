import type { SessionUser } from '@mk/contracts';
import { loadMessages } from '@mk/i18n';
import { homePanelModules, navEntriesFor, registerModuleMessages } from '@mk/module-kit';
import { homeModule } from './home.module';

const admin: SessionUser = { name: 'A', email: 'a@example.com', role: 'ADMIN', sys_id: 'a1', token: 't' };

describe('home module', () => {
  it('has no page and no sidebar entry, only a Home panel', async () => {
    expect(homeModule.routes).toEqual([]);
    expect(navEntriesFor([homeModule], admin)).toEqual([]);
    expect(homePanelModules([homeModule])).toEqual([homeModule]);
    const panel = await homeModule.home!();
    expect(typeof panel.default).toBe('function');
  });

  it('keeps its catalogue out of start-up: it is fetched with the panel', async () => {
    registerModuleMessages([homeModule]);
    expect(await loadMessages('en')).not.toHaveProperty('home.panel.title');
  });
});
