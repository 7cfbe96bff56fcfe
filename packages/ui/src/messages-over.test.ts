import { messagesOver } from './messages-over';

describe('messagesOver', () => {
  it("loads the shared catalogue under the package's own messages, which win on the same id", async () => {
    const shared = { en: { validation: { required: 'Required' }, common: { ok: 'OK' } }, ar: { validation: { required: 'مطلوب' } } };
    const sources = messagesOver(shared, {
      // As a dynamic import of JSON gives it, and as a plain object.
      en: async () => ({ default: { common: { ok: 'Fine' }, clinics: { nav: 'Clinics' } } }),
      ar: { clinics: { nav: 'العيادات' } },
    });
    const load = (source: (typeof sources)['en']) => (typeof source === 'function' ? source() : source);
    expect(await load(sources.en)).toEqual({ validation: { required: 'Required' }, common: { ok: 'Fine' }, clinics: { nav: 'Clinics' } });
    expect(await load(sources.ar)).toEqual({ validation: { required: 'مطلوب' }, clinics: { nav: 'العيادات' } });
  });
});
