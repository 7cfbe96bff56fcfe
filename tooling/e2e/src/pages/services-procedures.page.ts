import type { Page } from 'playwright-core';

/** What the services and procedures lists share: the table, its rows, a row's action menu, the delete dialog. */
class KitList {
  constructor(protected readonly page: Page) {}

  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  readonly row = (name: string) => this.rows().filter({ hasText: name });

  /** Waits until the table shows the answer to the latest request. */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
  }

  async rowAction(name: string, action: RegExp) {
    await this.row(name).getByRole('button', { name: /^(Actions for|إجراءات) / }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** The open confirmation dialog. */
  readonly dialog = () => this.page.getByRole('dialog');
}

/** The services list (services), in either language: the center select, Create Service, the rows. */
export class ServiceListPage extends KitList {
  readonly createButton = () => this.page.getByRole('button', { name: /^(Create Service|إنشاء خدمة)$/ });
  readonly centerSelect = () => this.page.getByLabel(/^(Center|المركز)$/, { exact: true });

  async open() {
    await this.page.goto('/services');
    await this.settled();
  }

  /** The center whose services the table shows, as the select names it. */
  async shownCenter(): Promise<string> {
    return (await this.page.locator('.ant-select', { has: this.centerSelect() }).innerText()).trim();
  }

  /** The centers the select offers. */
  async centerOptions(): Promise<string[]> {
    await this.centerSelect().click();
    const options = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    const names = await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title') ?? ''));
    await this.page.keyboard.press('Escape');
    return names;
  }

  /** Shows another center's services and waits for them. */
  async showCenter(name: string) {
    if ((await this.shownCenter()) === name) return;
    const answered = this.page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/medical-service-read/services/'));
    await this.centerSelect().click();
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`).click();
    await answered;
    await this.settled();
  }
}

/** The procedures list (procedures), in either language. */
export class ProcedureListPage extends KitList {
  readonly createButton = () => this.page.getByRole('button', { name: /^(Create Procedure|إنشاء إجراء)$/ });

  async open() {
    await this.page.goto('/procedures');
    await this.settled();
  }
}

/**
 * Chooses options of a multi-select (centers, criteria) found by its label, one after another,
 * and closes its dropdown.
 */
export async function chooseMany(page: Page, label: string, options: string[]) {
  const field = page.getByLabel(label, { exact: true });
  for (const option of options) {
    await field.click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
    await page.locator('.ant-select-selection-item', { hasText: option }).first().waitFor();
  }
  await page.keyboard.press('Escape');
}

/**
 * The Latin words of the page's content (not the sidebar), besides `allowed` ones (names) and
 * id fragments: what an Arabic page must not show. Ids are lowercase hexadecimal, so a run of
 * their letters ('ffbee' out of '8c1ffbee3…') is any length of a to f in lowercase; a capitalised
 * English word such as 'Add' or 'Face' is still caught.
 */
export async function englishWords(page: Page, allowed: string[]): Promise<string[]> {
  const text = await page.locator('.mk-content').innerText();
  const names = new Set(allowed.flatMap((name) => name.match(/[A-Za-z]+/g) ?? []));
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !names.has(word) && !/^[a-f]+$/.test(word));
}
