import type { Page } from 'playwright-core';

/** The pharmacy list in either language: the register button (ADMIN), the table. */
export class PharmacyListPage {
  constructor(private readonly page: Page) {}

  readonly registerButton = () => this.page.getByRole('button', { name: /Register a New Pharmacy|تسجيل صيدلية جديدة/ });
  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  readonly row = (name: string) => this.rows().filter({ hasText: name });

  /** Waits until the table shows the answer to the latest request. */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
  }
}
