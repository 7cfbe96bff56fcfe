import type { Page } from 'playwright-core';
import { FilteredTablePage } from './filtered-table.page';

/** The package list in either language: filter box, facility choice (PIC), table, row actions, bulk actions. */
export class PackageListPage extends FilteredTablePage {
  constructor(page: Page) {
    super(page, { filterName: /^(Filter packages|تصفية الباقات)$/, isListRequest: (path) => path.startsWith('/api/promotion-read/') });
  }

  readonly createButton = () => this.page.getByRole('button', { name: /^(Create Package|إنشاء باقة)$/ });
  readonly titles = () => this.rows().locator('td a').allInnerTexts();

  async open() {
    await this.page.goto('/packages');
    await this.settled();
  }

  async fillTitle(title: string) {
    await this.filterBox().getByLabel(/^(Package title|عنوان الباقة)$/).fill(title);
  }

  /** A PIC's choice of whose packages to see; waits for that facility's list. */
  async showFacility(option: string) {
    const answered = this.page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/promotion-read/clinic/'));
    await this.page.getByLabel(/^(Packages of|باقات)$/).click();
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
    await answered;
    await this.settled();
  }
}
