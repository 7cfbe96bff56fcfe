import type { Page } from 'playwright-core';
import { FilteredTablePage } from './filtered-table.page';

/** The clinic list in either language: filter box (ADMIN), table, row actions, bulk actions. */
export class ClinicListPage extends FilteredTablePage {
  constructor(page: Page) {
    super(page, { filterName: /^(Filter clinics|تصفية العيادات)$/, isListRequest: (path) => path === '/api/clinic-read/clinics' });
  }

  readonly registerButton = () => this.page.getByRole('button', { name: /Register a New Clinic|تسجيل عيادة جديدة/ });

  async open(query = '') {
    await this.page.goto(`/clinics${query}`);
    await this.settled();
  }

  async rowCount(): Promise<number> {
    await this.settled();
    return this.rows().count();
  }

  /** Picks an option of an antd select (city, specialization) found by its label. */
  async choose(label: RegExp, option: string) {
    await this.filterBox().getByLabel(label).click();
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  }

  async fillName(name: string) {
    await this.page.getByLabel(/^(Clinic name|اسم العيادة)$/).fill(name);
  }

  async rowAction(name: string, action: RegExp) {
    await this.row(name).getByRole('button', { name: /^(Actions for|إجراءات) / }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** Exports the list as shown (Export, then the format) and gives the saved file's name and text. */
  async exportAs(format: RegExp): Promise<{ fileName: string; text: string }> {
    await this.page.getByRole('button', { name: /^(Export|تصدير)$/ }).click();
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('menuitem', { name: format }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  /** The OK button of the open confirmation dialog. */
  async confirm(ok: RegExp) {
    await this.page.getByRole('dialog').getByRole('button', { name: ok }).click();
  }
}
