import type { BrowserContext, Page } from 'playwright-core';

/** A PDF a tab loaded, as the server sent it. */
export interface ServedErPdf {
  tab: Page;
  status: number;
  contentType: string;
}

/**
 * The next `pdf-creator/pdf/…` any tab loads. Chromium hands a PDF to its viewer and Playwright
 * would then report the viewer's page, so the request is routed through Playwright, which sees the
 * server's own status and type and passes the response on unchanged.
 */
export async function captureErPdf(context: BrowserContext): Promise<() => Promise<ServedErPdf>> {
  const isPdf = (url: string | URL) => new URL(url).pathname.startsWith('/api/pdf-creator/pdf/');
  let served: ServedErPdf | undefined;
  await context.route(isPdf, async (route) => {
    const response = await route.fetch();
    served = { tab: route.request().frame().page(), status: response.status(), contentType: response.headers()['content-type'] ?? '' };
    await route.fulfill({ response });
  });
  const loaded = context.waitForEvent('requestfinished', (request) => isPdf(request.url()));
  return async () => {
    await loaded;
    return served!;
  };
}

/** ER Prescriptions, its Issue Prescription dialog and Issued Prescriptions, in English. */
export class ErPrescriptionsPage {
  constructor(private readonly page: Page) {}

  readonly heading = (name: string) => this.page.getByRole('heading', { level: 1, name });
  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  readonly row = (text: string) => this.rows().filter({ hasText: text });
  readonly issueButton = (patient: string) => this.page.getByRole('button', { name: `Issue Prescription: ${patient}` });
  readonly dialog = () => this.page.getByRole('dialog', { name: 'Issue Prescription' });
  readonly medicine = (name: string | RegExp) => this.dialog().getByRole('checkbox', { name });
  readonly selectAll = () => this.dialog().getByRole('checkbox', { name: 'Select all' });
  readonly issuedButton = () => this.page.getByRole('button', { name: 'Issued Prescriptions' });

  /** Waits until the table shows the answer to the latest request. */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
  }

  /** Searches by phone and waits for the search's answer. */
  async searchPhone(phone: string) {
    await this.page.getByPlaceholder('Search by phone number').fill(phone);
    await Promise.all([
      this.page.waitForResponse((response) => response.url().includes('/api/prescription-read/prescription-search') && response.ok()),
      this.page.getByRole('button', { name: 'Search', exact: true }).click(),
    ]);
    await this.settled();
  }

  /** Issues the named medicines of the patient's row at the price; answers the issue call's status. */
  async issue(patient: string, medicines: string[], price: string): Promise<number> {
    await this.issueButton(patient).click();
    await this.dialog().waitFor();
    for (const name of medicines) await this.medicine(name).check();
    await this.dialog().getByLabel('Total Price').fill(price);
    const [response] = await Promise.all([
      this.page.waitForResponse((response) => response.url().endsWith('/api/order-write/total-price')),
      this.dialog().getByRole('button', { name: 'Issue', exact: true }).click(),
    ]);
    await this.dialog().waitFor({ state: 'detached' });
    return response.status();
  }
}
