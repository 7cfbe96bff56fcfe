import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (or CHROME_PATH); never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged; a test can assert there were none. */
  pageErrors: string[];
}

/** The page's latest API calls ('DELETE /api/clinic-write/… 200', '… pending'), for failure reports. */
const apiCalls = new WeakMap<Page, string[]>();

function recordApiCalls(page: Page) {
  const calls: string[] = [];
  apiCalls.set(page, calls);
  const describe = (request: { method(): string; url(): string }) => `${request.method()} ${new URL(request.url()).pathname}`;
  page.on('request', (request) => {
    if (!request.url().includes('/api/')) return;
    calls.push(`${describe(request)} pending`);
    if (calls.length > 12) calls.shift();
  });
  const settle = (request: { method(): string; url(): string }, outcome: string) => {
    const index = calls.lastIndexOf(`${describe(request)} pending`);
    if (index >= 0) calls[index] = `${describe(request)} ${outcome}`;
  };
  // A request can finish as the test closes its page; its response is then gone, which must not
  // become an unhandled rejection that fails whichever test is running.
  page.on('requestfinished', (request) =>
    void request.response().then(
      (response) => settle(request, String(response?.status() ?? '?')),
      () => settle(request, 'page closed'),
    ),
  );
  page.on('requestfailed', (request) => settle(request, `failed: ${request.failure()?.errorText ?? '?'}`));
}

export async function newSession(browser: Browser, baseUrl: string): Promise<Session> {
  // Reduced motion, which the dashboard honours by turning antd's animations off: a dialog's OK
  // clicked on a busy machine while the dialog still zoomed in was twice lost (no request was sent).
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  // Playwright's 30 s default is tight for a 2-core CI machine building and testing at once.
  context.setDefaultTimeout(45_000);
  await context.addInitScript(recordToasts);
  const page = await context.newPage();
  recordApiCalls(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

declare global {
  interface Window {
    __mkToasts?: string[];
  }
}

/**
 * Keeps the text of every notification the page shows, so a test can check a 3-second toast
 * even when a loaded machine reaches the check after the toast has gone.
 */
function recordToasts() {
  const seen: string[] = (window.__mkToasts = []);
  const observer = new MutationObserver(() => {
    document.querySelectorAll('.ant-notification-notice').forEach((notice) => {
      const text = notice.textContent ?? '';
      if (text && !seen.includes(text)) seen.push(text);
    });
  });
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** Waits until the page has shown a notification containing `text` (since its last full load). */
export async function waitForToast(page: Page, text: string): Promise<void> {
  try {
    await page.waitForFunction((expected) => (window.__mkToasts ?? []).some((seen) => seen.includes(expected)), text);
  } catch (error) {
    // Say what the page showed instead (an error toast, a form's alert), not only that time ran out.
    const shown = await page
      .evaluate(() => ({
        url: location.pathname + location.search,
        toasts: window.__mkToasts ?? [],
        alerts: Array.from(document.querySelectorAll('[role="alert"], .ant-form-item-explain-error'), (node) => node.textContent ?? ''),
        dialogs: Array.from(document.querySelectorAll('[role="dialog"]'), (node) => (node.textContent ?? '').slice(0, 120)),
      }))
      .catch(() => 'the page could not be read');
    throw new Error(`${(error as Error).message}\nWaiting for the toast '${text}'. The page showed: ${JSON.stringify(shown)}\nLatest API calls: ${JSON.stringify(apiCalls.get(page) ?? [])}`, {
      cause: error,
    });
  }
}
