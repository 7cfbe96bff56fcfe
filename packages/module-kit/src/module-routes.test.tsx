import type { SessionUser } from '@mk/contracts';
import { defineModule } from './module';
import { loadedMessages, loadMessages } from '@mk/i18n';
import { moduleRoutes, navEntriesFor, registerModuleMessages } from './module-routes';
import { adminOnly, adminOrCenters, adminOrClinics, adminOrPharmacies, pharmaciesOnly } from './nav.predicates';

const facility = { sys_id: 'f1', name: 'F' };
const base = { name: 'U', email: 'u@example.com', sys_id: 'u1', token: 't' };
const admin: SessionUser = { ...base, role: 'ADMIN' };
const barePic: SessionUser = { ...base, role: 'PIC', clinics: [], pharmacies: [], centers: [] };
const clinicPic: SessionUser = { ...barePic, clinics: [facility] };
const pharmacyPic: SessionUser = { ...barePic, pharmacies: [facility] };
const centerPic: SessionUser = { ...barePic, centers: [facility] };

const demo = defineModule({
  id: 'demo',
  routes: [],
  nav: [
    { path: 'emergency', messageId: 'demo.emergency', order: 90, visible: pharmaciesOnly },
    { path: 'clinics', messageId: 'demo.clinics', order: 40, visible: adminOrClinics },
    { path: 'patients', messageId: 'demo.patients', order: 20, visible: adminOnly },
    { path: 'orders', messageId: 'demo.orders', order: 60, visible: adminOrPharmacies },
    { path: 'centers', messageId: 'demo.centers', order: 70, visible: adminOrCenters },
    { path: 'promo', messageId: 'demo.promo', order: 95 },
  ],
  messages: { en: {}, ar: {} },
});

const paths = (user: SessionUser) => navEntriesFor([demo], user).map((entry) => entry.path);

describe('sidebar visibility (spec 1 section 2)', () => {
  it('gives ADMIN every admin entry, sorted by order, but not the pharmacy-only one', () => {
    expect(paths(admin)).toEqual(['patients', 'clinics', 'orders', 'centers', 'promo']);
  });

  it('gives a PIC the entries of what they run', () => {
    expect(paths(barePic)).toEqual(['promo']);
    expect(paths(clinicPic)).toEqual(['clinics', 'promo']);
    expect(paths(pharmacyPic)).toEqual(['orders', 'emergency', 'promo']);
    expect(paths(centerPic)).toEqual(['centers', 'promo']);
  });
});

describe('defineModule', () => {
  it("refuses nav labels outside the module's message prefix", () => {
    expect(() =>
      defineModule({ id: 'clinics', routes: [], nav: [{ path: 'x', messageId: 'other.nav', order: 1 }], messages: { en: {}, ar: {} } }),
    ).toThrow('must start with "clinics."');
  });
});

describe('module catalogues', () => {
  const loaders = () => {
    const fetched: string[] = [];
    const source = (locale: 'en' | 'ar', text: string) => async () => {
      fetched.push(locale);
      return { default: { shop: { title: text } } };
    };
    return { fetched, messages: { en: source('en', 'Shop'), ar: source('ar', 'متجر') } };
  };

  it('load with the first page, not at start-up, when every sidebar entry carries its label', async () => {
    const { fetched, messages } = loaders();
    const shop = defineModule({
      id: 'shop',
      routes: [{ path: 'shop', lazy: async () => ({ default: () => null }) }],
      nav: [{ path: 'shop', messageId: 'shop.nav', label: { en: 'Shop', ar: 'المتجر' }, order: 1 }],
      messages,
    });
    registerModuleMessages([shop]);
    expect(await loadMessages('ar')).toMatchObject({ 'shop.nav': 'المتجر' });
    expect(await loadMessages('en')).not.toHaveProperty('shop.title');
    expect(fetched).toEqual([]);

    const [route] = moduleRoutes([shop]);
    await (route.lazy as () => Promise<unknown>)();
    expect(fetched).toEqual(['en']);
    expect(loadedMessages('en')).toMatchObject({ 'shop.nav': 'Shop', 'shop.title': 'Shop' });
  });

  it('load with the Home panel, not at start-up, for a module with no sidebar entry or shell component', async () => {
    const { fetched, messages } = loaders();
    const panel = async () => ({ default: () => null });
    registerModuleMessages([defineModule({ id: 'shop', routes: [], nav: [], messages, home: panel })]);
    expect(await loadMessages('en')).not.toHaveProperty('shop.title');
    expect(fetched).toEqual([]);
    // A module with a shell component keeps its catalogue where it was (at start-up).
    registerModuleMessages([defineModule({ id: 'shop', routes: [], nav: [], messages, home: panel, shell: [{ lazy: panel }] })]);
    expect(await loadMessages('en')).toMatchObject({ 'shop.title': 'Shop' });
  });

  it('load at start-up for a module whose entries name only message ids', async () => {
    const { fetched, messages } = loaders();
    registerModuleMessages([defineModule({ id: 'shop', routes: [], nav: [{ path: 'shop', messageId: 'shop.nav', order: 1 }], messages })]);
    expect(await loadMessages('en')).toMatchObject({ 'shop.title': 'Shop' });
    expect(fetched).toEqual(['en']);
  });
});
