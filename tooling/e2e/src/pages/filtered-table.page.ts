import type { Page } from 'playwright-core';

/** What tells one list page from another: its filter box's name and the request that loads its rows. */
export interface FilteredTable {
  /** The accessible name of the filter box (role search), in both languages. */
  filterName: RegExp;
  /** Whether a GET to this path loads the table's rows. */
  isListRequest: (pathname: string) => boolean;
}

/**
 * A list page of the list kit in either language: the filter box, the table with its row-select
 * checkboxes and the bulk action box. The domain pages add their own fields and buttons.
 */
export class FilteredTablePage {
  constructor(
    protected readonly page: Page,
    private readonly table: FilteredTable,
  ) {}

  readonly filterBox = () => this.page.getByRole('search', { name: this.table.filterName });
  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  readonly row = (text: string) => this.rows().filter({ hasText: text });
  readonly bulkBox = () => this.page.getByRole('region', { name: /^(Bulk actions|إجراءات جماعية)$/ });

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

  /** Types into the tags autocomplete labelled `label` and picks the tag once the search (500 ms debounce) answers. */
  async chooseTag(label: RegExp, tagName: string) {
    const input = this.filterBox().getByLabel(label);
    await input.click();
    await input.fill(tagName);
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: tagName }).first().click();
    // The debounced search can re-render the options under the pointer: insist the tag is chosen.
    await this.filterBox().locator('.ant-select-selection-item', { hasText: tagName }).waitFor();
    await this.page.keyboard.press('Escape');
  }

  /**
   * Clicks a filter box button and waits for the list request it causes. The box is remounted
   * from the URL after Search and Clear; the request starts from that same render, so once it
   * is answered the next fill types into the new box, not into one about to be replaced.
   */
  private async submitFilters(button: RegExp) {
    const answered = this.page.waitForResponse(
      (response) => response.request().method() === 'GET' && this.table.isListRequest(new URL(response.url()).pathname),
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

  async select(text: string) {
    await this.row(text).locator('.ant-checkbox-input').check();
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
