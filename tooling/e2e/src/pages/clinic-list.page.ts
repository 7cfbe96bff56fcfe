import type { Page } from 'playwright-core';

/** The clinic list in either language: filter box (ADMIN), table, row actions, bulk actions. */
export class ClinicListPage {
  constructor(private readonly page: Page) {}

  readonly filterBox = () => this.page.getByRole('search', { name: /^(Filter clinics|تصفية العيادات)$/ });
  readonly registerButton = () => this.page.getByRole('button', { name: /Register a New Clinic|تسجيل عيادة جديدة/ });
  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  readonly row = (name: string) => this.rows().filter({ hasText: name });
  readonly bulkBox = () => this.page.getByRole('region', { name: /^(Bulk actions|إجراءات جماعية)$/ });

  async open(query = '') {
    await this.page.goto(`/clinics${query}`);
    await this.settled();
  }

  /** Waits until the table shows the answer to the latest request. */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
  }

  async rowCount(): Promise<number> {
    await this.settled();
    return this.rows().count();
  }

  async waitForRowCount(count: number) {
    await this.page.waitForFunction(
      (n) => !document.querySelector('.mk-data-table .ant-spin-spinning') && document.querySelectorAll('.mk-data-table tbody tr.ant-table-row').length === n,
      count,
    );
  }

  /** Picks an option of an antd select (city, specialization) found by its label. */
  async choose(label: RegExp, option: string) {
    await this.filterBox().getByLabel(label).click();
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  }

  /** Types into the tags autocomplete and picks the tag once the search (500 ms debounce) answers. */
  async chooseTag(label: RegExp, tagName: string) {
    const input = this.filterBox().getByLabel(label);
    await input.click();
    await input.fill(tagName);
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: tagName }).first().click();
    // The debounced search can re-render the options under the pointer: insist the tag is chosen.
    await this.filterBox().locator('.ant-select-selection-item', { hasText: tagName }).waitFor();
    await this.page.keyboard.press('Escape');
  }

  async fillName(name: string) {
    await this.page.getByLabel(/^(Clinic name|اسم العيادة)$/).fill(name);
  }

  /**
   * Clicks a filter box button and waits for the list request it causes. The box is remounted
   * from the URL after Search and Clear; the request starts from that same render, so once it
   * is answered the next fill types into the new box, not into one about to be replaced.
   */
  private async submitFilters(button: RegExp) {
    const answered = this.page.waitForResponse(
      (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/clinic-read/clinics',
    );
    await this.filterBox().locator('button.ant-btn', { hasText: button }).click();
    await answered;
    await this.settled();
  }

  async search() {
    await this.submitFilters(/^(Search|بحث)$/);
  }

  async clear() {
    // The selects have clear icons named 'Clear' too: the form's own button is an .ant-btn.
    await this.submitFilters(/^(Clear|مسح)$/);
  }

  async rowAction(name: string, action: RegExp) {
    await this.row(name).getByRole('button', { name: /^(Actions for|إجراءات) / }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  async select(name: string) {
    await this.row(name).locator('.ant-checkbox-input').check();
  }

  /** Bulk Assign Tags: chooses an existing tag in the picker and applies it to the selected rows. */
  async assignTag(tagName: string) {
    const box = this.bulkBox();
    await box.getByRole('button', { name: /^(Assign Tags|تعيين الوسوم)$/ }).click();
    await box.getByRole('combobox').fill(tagName);
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: tagName }).first().click();
    await box.getByRole('button', { name: /^(Apply tags|تطبيق الوسوم)$/ }).click();
  }

  /** The OK button of the open confirmation dialog. */
  async confirm(ok: RegExp) {
    await this.page.getByRole('dialog').getByRole('button', { name: ok }).click();
  }
}
