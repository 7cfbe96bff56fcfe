import type { Page } from 'playwright-core';

/** The ADMIN patient list (patients), in either language: table of 10 newest first, Medical file links, pager. */
export class PatientListPage {
  constructor(private readonly page: Page) {}

  readonly title = () => this.page.locator('h1');
  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  /** A patient's row, found by a text only it shows (its national id). */
  readonly row = (text: string) => this.rows().filter({ hasText: text });
  readonly headers = () => this.page.locator('.mk-data-table thead th');

  async open(pageNumber = 1) {
    await this.page.goto(pageNumber === 1 ? '/patients' : `/patients?page=${pageNumber}`);
    await this.settled();
  }

  /** Waits until the table shows the answer to the latest request (rows, not the spinner). */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
    await this.rows().first().waitFor();
  }

  /** The cells of a row as shown: Patient ID, Patient Name, National/Residence ID, Phone Number, Actions. */
  async cellsOf(text: string): Promise<string[]> {
    return (await this.row(text).locator('td').allInnerTexts()).map((cell) => cell.trim());
  }

  /** Follows the row's 'Medical file' link, named 'Medical file of {name}' for screen readers. */
  async openMedicalFile(name: string) {
    await this.page.getByRole('link', { name: new RegExp(`^(Medical file of|الملف الطبي للمريض) ${name}$`) }).click();
    await this.page.waitForURL((url) => url.pathname.startsWith('/patients/medical-history/'));
  }
}
