import type { Page } from 'playwright-core';

/** The fields of the column matching step, by the id of their select ('csv-match-{field}'). */
export type MatchField = 'fullName' | 'firstName' | 'lastName' | 'phone' | 'nationalId' | 'dateOfBirth';

/**
 * The CSV patient upload (upload-data), in either language: step 1 (choose a file), step 2 (match
 * columns), the 'Data Validation Error' dialog, 'Uploading...' and 'Upload Successful!'.
 */
export class PatientUploadPage {
  constructor(private readonly page: Page) {}

  readonly title = () => this.page.locator('h1');
  readonly fileSummary = () => this.page.getByRole('status').filter({ hasText: /Patient rows:|عدد صفوف المرضى:/ });
  readonly nextButton = () => this.page.getByRole('button', { name: /^(Next|التالي)$/ });
  readonly matchForm = () => this.page.getByRole('form', { name: /^(Column matching|مطابقة الأعمدة)$/ });
  readonly stillToMatch = () => this.matchForm().getByRole('status');
  readonly uploadButton = () => this.matchForm().getByRole('button', { name: /^(Upload|رفع)$/ });
  readonly dialog = () => this.page.locator('.ant-modal').filter({ hasText: /Data Validation Error|خطأ في التحقق من البيانات/ });
  readonly successTitle = () => this.page.locator('.ant-result-title');

  async open() {
    await this.page.goto('/upload-data');
    await this.page.getByTestId('file-drop-input').waitFor({ state: 'attached' });
  }

  /** Chooses the file in the drop area and waits until the page has read it (the rows it found). */
  async chooseFile(name: string, content: Buffer) {
    await this.page.getByTestId('file-drop-input').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
    await this.fileSummary().waitFor();
  }

  async next() {
    await this.nextButton().click();
    await this.matchForm().waitFor();
  }

  /** The antd select of a field of the matching step (its input carries the id 'csv-match-{field}'). */
  private readonly select = (field: MatchField) =>
    this.page.locator(`#csv-match-${field}`).locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');

  /** Picks the file column (by its header) for one field of the matching step. */
  async match(field: MatchField, header: string) {
    await this.select(field).click();
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${header}"]`).click();
    await this.select(field).locator('.ant-select-content-has-value', { hasText: header }).waitFor();
  }

  /** The header shown as chosen for a field, or '' when none is. */
  async matched(field: MatchField): Promise<string> {
    const chosen = this.select(field).locator('.ant-select-content-has-value');
    return (await chosen.count()) === 0 ? '' : (await chosen.innerText()).trim();
  }

  async upload() {
    await this.uploadButton().click();
  }

  /** The dialog's column headers and its rows, each as its five cells (Index, Name, Error, Value, Notes). */
  async dialogTable(): Promise<{ headers: string[]; rows: string[][] }> {
    const dialog = this.dialog();
    await dialog.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const headers = (await dialog.locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim());
    const rows = await dialog
      .locator('.ant-table-tbody tr.ant-table-row')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
    return { headers, rows };
  }

  async dialogSummary(): Promise<string> {
    return (await this.dialog().locator('.ant-modal-body .ant-typography').first().innerText()).trim();
  }

  async ignoreErrorsAndUpload() {
    await this.dialog().getByRole('button', { name: /^(Ignore errors & upload|تجاهل الأخطاء والرفع)$/ }).click();
  }

  /** Waits for 'Upload Successful!' and reads its counts, label -> value. */
  async successCounts(): Promise<Record<string, string>> {
    await this.successTitle().waitFor({ timeout: 60_000 });
    const labels = this.page.locator('.ant-result .ant-descriptions-item-label');
    const counts: Record<string, string> = {};
    for (let i = 0; i < (await labels.count()); i += 1) {
      const label = labels.nth(i);
      counts[(await label.innerText()).trim()] = (await label.locator('xpath=following-sibling::*[1]').innerText()).trim();
    }
    return counts;
  }

  async goBack() {
    await this.page.getByRole('button', { name: /^(Click here to go back|انقر هنا للعودة)$/ }).click();
    await this.page.getByTestId('file-drop-input').waitFor({ state: 'attached' });
  }
}
