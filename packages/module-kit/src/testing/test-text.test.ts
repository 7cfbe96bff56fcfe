import { catalogueText } from './test-text';

describe('catalogueText', () => {
  const text = catalogueText(
    { en: { a: { greet: 'Hello {name}' } }, ar: { a: { greet: 'مرحبا {name}' } } },
    { en: { b: { bye: 'Bye' } }, ar: { b: { bye: 'وداعا' } } },
  );

  it('reads every catalogue given, in both locales, with values', () => {
    expect(text('en', 'a.greet', { name: 'Sara' })).toBe('Hello Sara');
    expect(text('ar', 'b.bye')).toBe('وداعا');
  });

  it('throws on an unknown message', () => {
    expect(() => text('ar', 'a.missing')).toThrow('No ar message a.missing');
  });
});
