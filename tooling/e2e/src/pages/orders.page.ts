import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ShellPage } from './shell.page';

declare global {
  interface Window {
    /** Tones the page's Web Audio oscillators have started (see `countAlarmTones`). */
    __mkAlarmTones?: number;
    /** Set by `markPage`: gone after a reload. */
    __mkOrdersPageMark?: boolean;
  }
}

/**
 * Counts the tones the page plays through the Web Audio API. The New Order chime
 * (packages/orders-realtime/src/alarm/alarm-sound.ts) starts two oscillators per chime, and only
 * on a running AudioContext: one the browser's autoplay policy has let sound. So the count says
 * the chime was really played, not only that the alarm meant to. Call before the page loads.
 */
export async function countAlarmTones(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__mkAlarmTones = 0;
    const start = AudioScheduledSourceNode.prototype.start;
    OscillatorNode.prototype.start = function countedStart(this: OscillatorNode, ...args: Parameters<typeof start>) {
      window.__mkAlarmTones = (window.__mkAlarmTones ?? 0) + 1;
      return start.apply(this, args);
    };
  });
}

/** One chime is two tones (high after low). */
const TONES_PER_CHIME = 2;

export interface ServedPdf {
  /** The tab the PDF was loaded in. */
  tab: Page;
  status: number;
  contentType: string;
  /** The bytes the server sent. */
  bytes: Buffer;
}

/**
 * The next `pdf-creator/pdf/{orderId}` the browser loads, as the server sent it. Chromium hands a
 * PDF to its viewer, and Playwright then gives the viewer's HTML as the response's body; so the
 * request is routed through Playwright, which keeps the server's bytes and passes them on unchanged.
 */
export async function capturePdf(context: BrowserContext, orderId: string): Promise<() => Promise<ServedPdf>> {
  const isThePdf = (url: string | URL) => new URL(url).pathname === `/api/pdf-creator/pdf/${orderId}`;
  let served: ServedPdf | undefined;
  await context.route(isThePdf, async (route) => {
    const response = await route.fetch();
    const bytes = await response.body();
    served = { tab: route.request().frame().page(), status: response.status(), contentType: response.headers()['content-type'] ?? '', bytes };
    await route.fulfill({ response, body: bytes });
  });
  // Waited for from now (with the context's timeout), so a load that comes quickly is not missed.
  const loaded = context.waitForEvent('requestfinished', (request) => isThePdf(request.url()));
  return async () => {
    await loaded;
    return served!;
  };
}

/** The short id the cards and notifications show: '…' and the id's last 8 characters. */
export const shortOrderId = (orderId: string) => `…${orderId.slice(-8)}`;

/** The words the tests look for (packages/orders-realtime/translations), with `{id}` for the short order id. */
const TEXTS = {
  en: {
    incoming: 'Incoming orders',
    live: 'Live Orders',
    nav: 'Orders',
    newOrder: 'New Order',
    sendOffer: 'Send Offer',
    tracker: 'Delivery status of order {id}',
    pdf: 'Download the prescription PDF of order {id}',
    offerTitle: 'Make Price Offer',
    submit: 'Send Offer',
    medicine: 'Medicine name',
    price: 'Price (SAR)',
    quantity: 'Quantity',
    deliveryPrice: 'Delivery price (SAR)',
    deliveryTime: 'Delivery time (minutes)',
  },
  ar: {
    incoming: 'الطلبات الواردة',
    live: 'الطلبات الجارية',
    nav: 'الطلبات',
    newOrder: 'طلب جديد',
    sendOffer: 'إرسال عرض',
    tracker: 'حالة توصيل الطلب {id}',
    pdf: 'تنزيل ملف الوصفة للطلب {id}',
    offerTitle: 'تقديم عرض سعر',
    submit: 'إرسال العرض',
    medicine: 'اسم الدواء',
    price: 'السعر (ر.س)',
    quantity: 'الكمية',
    deliveryPrice: 'سعر التوصيل (ر.س)',
    deliveryTime: 'مدة التوصيل (بالدقائق)',
  },
} as const;

export type OrdersLocale = keyof typeof TEXTS;

const withId = (text: string, orderId: string) => text.replace('{id}', shortOrderId(orderId));

/** The Orders page (incoming cards, Live Orders with the PDF icon and tracker) and the New Order alarm, in English or Arabic. */
export class OrdersPage {
  private readonly text: (typeof TEXTS)[OrdersLocale];

  constructor(
    private readonly page: Page,
    locale: OrdersLocale = 'en',
  ) {
    this.text = TEXTS[locale];
  }

  readonly incoming = () => this.page.getByRole('region', { name: this.text.incoming, exact: true });
  readonly live = () => this.page.getByRole('region', { name: this.text.live, exact: true });
  readonly incomingCard = (orderId: string) => this.incoming().locator(`[data-order="${orderId}"]`);
  readonly liveCard = (orderId: string) => this.live().locator(`[data-order="${orderId}"]`);
  readonly sendOfferOnCard = (orderId: string) => this.incomingCard(orderId).getByRole('button', { name: this.text.sendOffer });

  /** The 'New Order' notification of one order (each order has its own). */
  readonly newOrderNotice = (orderId: string) =>
    this.page.locator('.ant-notification-notice').filter({ hasText: this.text.newOrder }).filter({ hasText: shortOrderId(orderId) });

  readonly sendOfferOnNotice = (orderId: string) => this.newOrderNotice(orderId).getByRole('button', { name: this.text.sendOffer });

  readonly tracker = (orderId: string) => this.liveCard(orderId).getByRole('group', { name: withId(this.text.tracker, orderId) });
  readonly step = (orderId: string, title: string) => this.tracker(orderId).locator('.ant-steps-item').filter({ hasText: title });
  readonly pdfButton = (orderId: string) => this.liveCard(orderId).getByRole('button', { name: withId(this.text.pdf, orderId) });

  /** Opens Orders from the sidebar, as a user does (a click: the page is not reloaded, and it counts as a gesture for audio). */
  async openFromSidebar() {
    await new ShellPage(this.page).sidebar().getByRole('link', { name: this.text.nav, exact: true }).click();
    await this.page.waitForURL((url) => url.pathname === '/orders');
    await this.incoming().waitFor();
    await this.live().waitFor();
  }

  /** Marks the loaded page, so `isSamePage` can tell that what came next came without a reload. */
  async markPage() {
    await this.page.evaluate(() => (window.__mkOrdersPageMark = true));
  }

  async isSamePage(): Promise<boolean> {
    return this.page.evaluate(() => window.__mkOrdersPageMark === true);
  }

  /** How many New Order chimes the page has played so far. */
  async chimesPlayed(): Promise<number> {
    return Math.floor((await this.page.evaluate(() => window.__mkAlarmTones ?? 0)) / TONES_PER_CHIME);
  }

  /** Waits until at least `count` chimes have played in all. */
  async waitForChimes(count: number) {
    await this.page.waitForFunction((tones) => (window.__mkAlarmTones ?? 0) >= tones, count * TONES_PER_CHIME);
  }

  /**
   * Clicks a later step of an order's delivery tracker and waits for the server's answer to the
   * PATCH; gives the answer's HTTP status. The tracker moves only on that answer: `stepStatus`.
   */
  async moveDelivery(orderId: string, title: string): Promise<number> {
    const answered = this.page.waitForResponse((response) => response.url().endsWith('/api/order-write/order-state') && response.request().method() === 'PATCH');
    await this.step(orderId, title).click();
    return (await answered).status();
  }

  /** Waits until the tracker shows `title` as its current step ('process'), or done ('finish': the last step reached). */
  async waitForStep(orderId: string, title: string, status: 'finish' | 'process') {
    await this.step(orderId, title).and(this.page.locator(`.ant-steps-item-${status}`)).waitFor();
    await this.tracker(orderId).and(this.page.locator('[aria-busy="false"]')).waitFor();
  }

  /** How the tracker shows a step: done, current, or still to come. */
  async stepStatus(orderId: string, title: string): Promise<'finish' | 'process' | 'wait' | 'unknown'> {
    const classes = (await this.step(orderId, title).getAttribute('class')) ?? '';
    return (['finish', 'process', 'wait'] as const).find((status) => classes.includes(`ant-steps-item-${status}`)) ?? 'unknown';
  }

  /** The steps still clickable (later ones); none once the order is delivered. */
  clickableSteps(orderId: string): Locator {
    return this.tracker(orderId).locator('[role="button"]');
  }
}

/** Make Price Offer (`/create-offer/{id}`): medicine rows, delivery price and time, the live total, Send Offer. */
export class MakePriceOfferPage {
  private readonly text: (typeof TEXTS)[OrdersLocale];

  constructor(
    private readonly page: Page,
    locale: OrdersLocale = 'en',
  ) {
    this.text = TEXTS[locale];
  }

  readonly heading = () => this.page.getByRole('heading', { name: this.text.offerTitle });
  readonly rows = () => this.page.locator('fieldset[data-item]');
  readonly row = (index: number) => this.page.locator(`fieldset[data-item="${index}"]`);
  readonly total = () => this.page.getByTestId('offer-total');
  readonly send = () => this.page.locator('form').getByRole('button', { name: this.text.submit, exact: true });

  /** Waits for the form, its medicine rows filled from the prescription. */
  async loaded(orderId: string) {
    await this.page.waitForURL((url) => url.pathname === `/create-offer/${orderId}`);
    await this.heading().waitFor();
    await this.row(0).waitFor();
  }

  async medicineNames(): Promise<string[]> {
    const count = await this.rows().count();
    const names: string[] = [];
    for (let index = 0; index < count; index++) names.push(await this.row(index).getByLabel(this.text.medicine, { exact: true }).inputValue());
    return names;
  }

  /** Types a price (and quantity) on each row, in order, then the delivery price and time. */
  async fill(items: Array<{ price: string; quantity?: string }>, delivery: { price: string; minutes: string }) {
    for (const [index, item] of items.entries()) {
      await this.row(index).getByLabel(this.text.price, { exact: true }).fill(item.price);
      if (item.quantity) await this.row(index).getByLabel(this.text.quantity, { exact: true }).fill(item.quantity);
    }
    await this.page.getByLabel(this.text.deliveryPrice, { exact: true }).fill(delivery.price);
    await this.page.getByLabel(this.text.deliveryTime, { exact: true }).fill(delivery.minutes);
  }
}
