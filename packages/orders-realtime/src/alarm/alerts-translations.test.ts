import { catalogueProblems, flattenMessages } from '@mk/i18n';
import ar from '../../translations/alerts.ar.json';
import en from '../../translations/alerts.en.json';

describe('the alerts catalogues', () => {
  it('give every English message an Arabic one, and nothing more', () => {
    expect(catalogueProblems(en, ar)).toEqual([]);
  });

  it('leave no English word in an Arabic message (placeholders and plural keywords aside)', () => {
    const shown = (text: string) => text.replace(/\{\w+\}/g, '').replace(/\{\w+, plural,|\b(zero|one|two|few|many|other) \{/g, '');
    const latin = Object.entries(flattenMessages(ar)).filter(([, text]) => /[A-Za-z]/.test(shown(text)));
    expect(latin).toEqual([]);
  });

  it('write numbers in Western digits in Arabic, as the rest of the Arabic UI does (UX.md)', () => {
    expect(Object.entries(flattenMessages(ar)).filter(([, text]) => /[\u0660-\u0669\u06F0-\u06F9]/.test(text))).toEqual([]);
  });

  it("keep the spec's words for the two alerts", () => {
    expect(flattenMessages(en)).toMatchObject({ 'orderAlerts.newOrder.title': 'New Order', 'orderAlerts.offer.accepted': 'Offer Accepted Prepare Now' });
  });
});
