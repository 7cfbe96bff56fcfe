import type { Page } from 'playwright-core';

/** The package list in either language: filter box, facility choice (PIC), table, row actions, bulk actions. */
export class PackageListPage {
  constructor(private readonly page: Page) {}

  readonly filterBox = () => this.page.getByRole('search', { name: /^(Filter packages|تصفية الباقات)$/ });
  readonly createButton = () => this.page.getByRole('button', { name: /^(Create Package|إنشاء باقة)$/ });
  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  readonly row = (title: string) => this.rows().filter({ hasText: title });
  readonly titles = () => this.rows().locator('td a').allInnerTexts();
  readonly bulkBox = () => this.page.getByRole('region', { name: /^(Bulk actions|إجراءات جماعية)$/ });

  async open() {
    await this.page.goto('/packages');
    await this.settled();
  }

  /** Waits until the table shows the answer to the latest request. */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
  }

  async waitForRowCount(count: number) {
    await this.page.waitForFunction(
      (n) => !document.querySelector('.mk-data-table .ant-spin-spinning') && document.querySelectorAll('.mk-data-table tbody tr.ant-table-row').length === n,
      count,
    );
  }

  async fillTitle(title: string) {
    await this.filterBox().getByLabel(/^(Package title|عنوان الباقة)$/).fill(title);
  }

  /** Types into the tags autocomplete and picks the tag once the search (500 ms debounce) answers. */
  async chooseTag(tagName: string) {
    const input = this.filterBox().getByLabel(/^(Tags|الوسوم)$/);
    await input.click();
    await input.fill(tagName);
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: tagName }).first().click();
    // The debounced search can re-render the options under the pointer: insist the tag is chosen.
    await this.filterBox().locator('.ant-select-selection-item', { hasText: tagName }).waitFor();
    await this.page.keyboard.press('Escape');
  }

  /** Presses a filter box button and waits for the list request it causes (the box remounts from the URL). */
  private async submitFilters(button: RegExp) {
    const answered = this.page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname.startsWith('/api/promotion-read/'));
    await this.filterBox().locator('button.ant-btn', { hasText: button }).click();
    await answered;
    await this.settled();
  }

  async search() {
    await this.submitFilters(/^(Search|بحث)$/);
  }

  async clear() {
    await this.submitFilters(/^(Clear|مسح)$/);
  }

  /** A PIC's choice of whose packages to see; waits for that facility's list. */
  async showFacility(option: string) {
    const answered = this.page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/promotion-read/clinic/'));
    await this.page.getByLabel(/^(Packages of|باقات)$/).click();
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
    await answered;
    await this.settled();
  }

  async select(title: string) {
    await this.row(title).locator('.ant-checkbox-input').check();
  }

  /** Bulk Assign Tags: chooses an existing tag in the picker and applies it to the selected rows. */
  async assignTag(tagName: string) {
    const box = this.bulkBox();
    await box.getByRole('button', { name: /^(Assign Tags|تعيين الوسوم)$/ }).click();
    await box.getByRole('combobox').fill(tagName);
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: tagName }).first().click();
    await box.getByRole('button', { name: /^(Apply tags|تطبيق الوسوم)$/ }).click();
  }
}
