import { activateMessages, flattenMessages, loadedMessages, loadMessages, onMessagesRegistered, registerMessages } from './messages.registry';

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

describe('deferred catalogues', () => {
  it('stay out of every locale until activated, then join it in the language last loaded and any later one', async () => {
    let fetched = 0;
    registerMessages(
      'late',
      {
        en: async () => {
          fetched += 1;
          return { default: { late: { title: 'Late' } } };
        },
        ar: { late: { title: 'متأخر' } },
      },
      { deferred: true },
    );
    expect(await loadMessages('en')).not.toHaveProperty('late.title');
    expect(fetched).toBe(0);

    await activateMessages('late');
    expect(fetched).toBe(1);
    expect(loadedMessages('en')).toMatchObject({ 'late.title': 'Late' });
    expect(await loadMessages('ar')).toMatchObject({ 'late.title': 'متأخر' });
    // Fetched once: later loads reuse it.
    await loadMessages('en');
    expect(fetched).toBe(1);
  });

  it('are fetched before the activation resolves, and an unknown id resolves at once', async () => {
    registerMessages('later', { en: { later: { x: 'X' } }, ar: { later: { x: 'س' } } }, { deferred: true });
    await loadMessages('en');
    const listener = jest.fn();
    const stop = onMessagesRegistered(listener);
    await activateMessages('later');
    expect(listener).toHaveBeenCalledTimes(1);
    await activateMessages('later');
    await activateMessages('nobody');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
