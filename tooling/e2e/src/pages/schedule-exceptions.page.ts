import type { Page } from 'playwright-core';

const WORDS = {
  en: { add: 'Add a day off or special hours', day: 'Day', note: 'Note (optional)', save: 'Add', list: 'Days off and special hours' },
  ar: { add: 'إضافة إجازة أو أوقات خاصة', day: 'اليوم', note: 'ملاحظة (اختيارية)', save: 'إضافة', list: 'الإجازات والأوقات الخاصة' },
};

/** The "Days off and special hours" card under a weekly schedule editor (issue 30), in English or Arabic. */
export class ScheduleExceptionsPage {
  private readonly words: (typeof WORDS)['en'];

  constructor(
    private readonly page: Page,
    locale: 'en' | 'ar' = 'en',
  ) {
    this.words = WORDS[locale];
  }

  readonly card = () => this.page.locator('.ant-card').filter({ has: this.page.getByRole('heading', { name: this.words.list }) });

  /** Adds a one-day day off ('YYYY-MM-DD') with a note, and waits until the card lists it. */
  async addDayOff(date: string, note: string) {
    await this.page.getByRole('button', { name: this.words.add }).click();
    const dialog = this.page.getByRole('dialog');
    // Typed as the product shows days, dd-MM-yyyy.
    await dialog.getByLabel(this.words.day, { exact: true }).fill(date.split('-').reverse().join('-'));
    await dialog.getByLabel(this.words.note, { exact: true }).fill(note);
    const added = this.page.waitForResponse((response) => response.url().includes('/appointment-management/exceptions/') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: this.words.save, exact: true }).click();
    const reply = await added;
    if (reply.status() !== 200) throw new Error(`adding the day off answered ${reply.status()}: ${await reply.text()}`);
    await this.card().getByText(note, { exact: true }).waitFor();
  }
}
