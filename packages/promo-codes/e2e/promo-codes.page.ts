import type { Page } from '@mk/e2e/support';

/** The promo codes list and its create form (promo-codes, promo-codes/create-promo-code), in either language. */
export class PromoCodesPage {
  constructor(private readonly page: Page) {}

  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  readonly row = (text: string) => this.rows().filter({ hasText: text });
  readonly createButton = () => this.page.getByRole('button', { name: /^(Create a new code|إنشاء كود جديد)$/ });
  readonly field = (label: string) => this.page.getByLabel(label, { exact: true });

  async open() {
    await this.page.goto('/promo-codes');
    await this.settled();
  }

  /** Waits until the table shows the answer to the latest request. */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
  }

  async choose(label: string, option: string) {
    await this.field(label).click();
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  }

  /**
   * Picks entities of the name search labelled `label`, one after another: types each name, waits
   * for the search's answer (after the 500 ms debounce) to offer it, chooses it, and closes the dropdown.
   */
  async pickByName(label: string, names: string[]) {
    const field = this.field(label);
    for (const name of names) {
      await field.click();
      await field.fill(name);
      await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`).click();
      await this.page.locator('.ant-select-selection-item', { hasText: name }).first().waitFor();
    }
    await this.page.keyboard.press('Escape');
  }
}
