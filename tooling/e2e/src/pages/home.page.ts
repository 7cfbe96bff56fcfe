import type { Locator, Page } from 'playwright-core';

/** Arabic-Indic and Eastern Arabic-Indic digits as Latin ones, separators dropped: the figure as a number. */
export function figureNumber(text: string): number {
  const latin = text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  return Number(latin.replace(/[^\d.]/g, ''));
}

/** Home (packages/home): the signed-in user's figures, in cards. */
export class HomePage {
  constructor(private readonly page: Page) {}

  /** A section of the Home by its heading ("في السوق اليوم" for ADMIN). */
  section(heading: string): Locator {
    return this.page.locator('section', { has: this.page.getByRole('heading', { name: heading, exact: true }) });
  }

  /** The value of the figure named `title` (antd's Statistic). */
  figure(title: string): Locator {
    return this.page.locator('.ant-statistic', { has: this.page.locator('.ant-statistic-title', { hasText: title }) }).locator('.ant-statistic-content');
  }

  async figureValue(title: string): Promise<number> {
    return figureNumber(await this.figure(title).innerText());
  }

  /** Waits until the figure shows `value`, as the live Home redraws it. */
  async waitForFigure(title: string, value: number): Promise<void> {
    await this.page.waitForFunction(
      ([name, expected]) => {
        const toLatin = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d.]/g, '');
        return Array.from(document.querySelectorAll('.ant-statistic')).some(
          (statistic) => statistic.querySelector('.ant-statistic-title')?.textContent?.includes(name as string) && Number(toLatin(statistic.querySelector('.ant-statistic-content')?.textContent ?? '')) === expected,
        );
      },
      [title, value] as const,
    );
  }
}
