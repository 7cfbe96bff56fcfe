import { fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadMessages } from '@mk/i18n';
import { defineModule, type DomainModule } from './module';
import { homePanelModules, ModuleHomePanels } from './module-home';
import { registeredModules, registerModuleMessages } from './module-routes';
import { renderWithProviders } from './testing/render-with-providers';

/** A module with a Home panel that shows one of its messages; counts its loads, fetches and mounts. */
function weatherModule() {
  const counts = { loads: 0, fetched: [] as string[], mounts: 0 };
  function Panel() {
    useEffect(() => {
      counts.mounts += 1;
    }, []);
    return (
      <p>
        <FormattedMessage id="weather.home.title" />
      </p>
    );
  }
  const catalogue = (locale: 'en' | 'ar', title: string) => async () => {
    counts.fetched.push(locale);
    return { default: { weather: { home: { title } } } };
  };
  const module = defineModule({
    id: 'weather',
    routes: [],
    nav: [],
    messages: { en: catalogue('en', 'Sunny today'), ar: catalogue('ar', 'مشمس اليوم') },
    home: async () => {
      counts.loads += 1;
      return { default: Panel };
    },
  });
  return { module, counts };
}

const plain = defineModule({ id: 'plain', routes: [], nav: [], messages: { en: {}, ar: {} } });

describe("modules' Home panels", () => {
  it('are the modules that offer one, in module order', () => {
    const { module } = weatherModule();
    expect(homePanelModules([plain, module])).toEqual([module]);
  });

  it("load with their module's catalogue, which start-up does not fetch, and stay mounted across re-renders", async () => {
    const { module, counts } = weatherModule();
    registerModuleMessages([plain, module]);
    expect(registeredModules()).toEqual([plain, module]);
    expect(await loadMessages('en')).not.toHaveProperty('weather.home.title');
    expect(counts).toEqual({ loads: 0, fetched: [], mounts: 0 });

    /** Home drawing again with a new list of the same modules (as a re-render of the page does). */
    function Home() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button onClick={() => setRenders(renders + 1)}>Draw again ({renders})</button>
          <ModuleHomePanels modules={[plain, module]} fallback={<p>Loading panels</p>} />
        </>
      );
    }
    renderWithProviders(<Home />);
    expect(await screen.findByText('Sunny today')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Draw again (0)' }));
    expect(await screen.findByRole('button', { name: 'Draw again (1)' })).toBeInTheDocument();
    expect(screen.getByText('Sunny today')).toBeInTheDocument();
    expect(counts).toEqual({ loads: 1, fetched: ['en'], mounts: 1 });
  });

  it("wait for their catalogue again once the modules' messages are registered again (a new render of the app)", async () => {
    const { module, counts } = weatherModule();
    registerModuleMessages([module]);
    const first = renderWithProviders(<ModuleHomePanels modules={[module]} />);
    expect(await screen.findByText('Sunny today')).toBeInTheDocument();
    first.unmount();
    registerModuleMessages([module]);
    renderWithProviders(<ModuleHomePanels modules={[module]} />);
    expect(await screen.findByText('Sunny today')).toBeInTheDocument();
    expect(counts.fetched).toEqual(['en', 'en']);
  });

  it('show the panel in Arabic with the Arabic catalogue', async () => {
    const { module, counts } = weatherModule();
    registerModuleMessages([module]);
    renderWithProviders(<ModuleHomePanels modules={[module]} />, { locale: 'ar' });
    expect(await screen.findByText('مشمس اليوم')).toBeInTheDocument();
    expect(counts.fetched).toEqual(['ar']);
  });

  it('leave out a panel that fails to load, and keep the others', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { module } = weatherModule();
    const broken: DomainModule = defineModule({ id: 'broken', routes: [], nav: [], messages: { en: {}, ar: {} }, home: () => Promise.reject(new Error('chunk failed')) });
    registerModuleMessages([broken, module]);
    renderWithProviders(<ModuleHomePanels modules={[broken, module]} />);
    expect(await screen.findByText('Sunny today')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('A Home panel failed', expect.objectContaining({ message: 'chunk failed' }));
    error.mockRestore();
  });
});
