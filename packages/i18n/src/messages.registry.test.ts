import { flattenMessages, loadMessages, registerMessages } from './messages.registry';

describe('messages registry', () => {
  it('flattens nested keys into dotted ids', () => {
    expect(flattenMessages({ clinics: { nav: 'Clinics', list: { title: 'List' } } })).toEqual({
      'clinics.nav': 'Clinics',
      'clinics.list.title': 'List',
    });
  });

  it('merges every registered package, from objects and from lazy JSON loaders', async () => {
    registerMessages('a', { en: { a: { title: 'A' } }, ar: { a: { title: 'أ' } } });
    registerMessages('b', {
      en: async () => ({ default: { b: { title: 'B' } } }),
      ar: async () => ({ default: { b: { title: 'ب' } } }),
    });
    await expect(loadMessages('ar')).resolves.toEqual({ 'a.title': 'أ', 'b.title': 'ب' });
    await expect(loadMessages('en')).resolves.toEqual({ 'a.title': 'A', 'b.title': 'B' });
  });
});
