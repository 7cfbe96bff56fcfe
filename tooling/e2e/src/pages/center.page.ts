import type { Page } from 'playwright-core';
import { PhysicianSchedulePage } from './physician-schedule.page';

/** The center list in either language: the register button (ADMIN), the table. */
export class CenterListPage {
  constructor(private readonly page: Page) {}

  readonly registerButton = () => this.page.getByRole('button', { name: /Register a New Center|تسجيل مركز جديد/ });
  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  readonly row = (name: string) => this.rows().filter({ hasText: name });
  readonly headers = () => this.page.locator('.mk-data-table thead th');

  async open() {
    await this.page.goto('/centers');
    await this.settled();
  }

  /** Waits until the table shows the answer to the latest request. */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
  }

  /** Opens a row's action menu and picks one of its actions by its visible words. */
  async runAction(rowName: string, action: string) {
    await this.page.getByRole('button', { name: new RegExp(`${rowName}$`) }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }
}

/**
 * The operating hours page (centers/center-operating-hours/{id}): the same shared editor as the
 * physicians' schedule, so its period creator and preview are driven by that page object.
 */
export class CenterHoursPage extends PhysicianSchedulePage {
  constructor(private readonly center: Page) {
    super(center);
  }

  async openCenter(centerId: string) {
    await this.center.goto(`/centers/center-operating-hours/${centerId}`);
    await this.editor().waitFor();
  }
}

/** The English words a page shows outside the given data (names, codes, typed addresses): what an Arabic page must not have. */
export async function englishOutside(page: Page, data: string[]): Promise<string[]> {
  const text = await page.locator('.mk-content').innerText();
  let rest = text;
  for (const value of [...data].sort((a, b) => b.length - a.length)) if (value) rest = rest.split(value).join(' ');
  return rest.match(/[A-Za-z]{2,}[A-Za-z' ]*/g)?.map((words) => words.trim()) ?? [];
}
