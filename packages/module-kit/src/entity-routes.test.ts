import { entityRoutes } from './module';

const page = () => Promise.resolve({ default: () => null });

describe('entityRoutes', () => {
  it('puts each page of an area at the path the spec gives it', () => {
    const routes = entityRoutes('centers', { list: page, profile: page, register: page, update: page });
    expect(routes.map((route) => route.path)).toEqual(['centers', 'centers/profile/:id', 'centers/register', 'centers/update/:id']);
  });

  it('mounts only the pages the area has, each with its own loader', () => {
    const register = () => Promise.resolve({ default: () => null });
    const routes = entityRoutes('promo-codes', { list: page, register });
    expect(routes).toEqual([
      { path: 'promo-codes', lazy: page },
      { path: 'promo-codes/register', lazy: register },
    ]);
  });
});
