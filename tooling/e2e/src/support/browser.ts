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

export async function newSession(browser: Browser, baseUrl: string): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
  await context.addInitScript(recordToasts);
  const page = await context.newPage();
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
      }))
      .catch(() => 'the page could not be read');
    throw new Error(`${(error as Error).message}\nWaiting for the toast '${text}'. The page showed: ${JSON.stringify(shown)}`, { cause: error });
  }
}
