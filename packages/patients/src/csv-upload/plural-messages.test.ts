import { createIntl } from 'react-intl';
import { flattenMessages, type NestedMessages } from '@mk/i18n';
import ar from '../../translations/ar.json';
import en from '../../translations/en.json';

const format = (locale: 'en' | 'ar', id: string, values: Record<string, string | number>) =>
  createIntl({ locale, messages: flattenMessages((locale === 'ar' ? ar : en) as NestedMessages) }).formatMessage({ id }, values);

const summary = (locale: 'en' | 'ar', issues: number) =>
  format(locale, 'patients.upload.dialog.summary', { issueCount: issues, issues: String(issues), rows: '40', uploads: '30', excluded: '10' });

describe('counts read right in both languages (issue 16: "وُجدت 5 مشكلة")', () => {
  it('uses the Arabic plural forms for problems found', () => {
    expect(summary('ar', 1)).toMatch(/^وُجدت مشكلة واحدة في/);
    expect(summary('ar', 2)).toMatch(/^وُجدت مشكلتان في/);
    expect(summary('ar', 5)).toMatch(/^وُجدت 5 مشكلات في/);
    expect(summary('ar', 11)).toMatch(/^وُجدت 11 مشكلة في/);
    expect(summary('en', 1)).toMatch(/^One problem was found/);
    expect(summary('en', 5)).toMatch(/^5 problems were found/);
  });

  it('uses them for uploaded and left-out patients', () => {
    const done = (total: number) => format('ar', 'patients.upload.progress.done', { sent: '2', total: String(total), totalCount: total, batches: '1', row: '3' });
    expect(done(5)).toMatch(/^تم رفع 2 من 5 مرضى /);
    expect(done(20)).toMatch(/^تم رفع 2 من 20 مريضًا /);
    const left = (count: number) => format('ar', 'patients.upload.progress.left', { left: String(count), leftCount: count, row: '7' });
    expect(left(1)).toMatch(/^لم يُرفع مريض واحد،/);
    expect(left(4)).toMatch(/^لم يُرفع 4 مرضى،/);
    expect(format('en', 'patients.upload.progress.left', { left: '1', leftCount: 1, row: '7' })).toMatch(/^Not uploaded: one patient,/);
  });
});
