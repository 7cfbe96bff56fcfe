import { useSuite } from './support/suite';

const suite = useSuite();

it("renders the API reference page from this server's own files, with no request leaving the machine", async () => {
  const { page } = suite.session;
  const server = new URL(suite.server.baseUrl).origin;
  const elsewhere: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== server) elsewhere.push(request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/api/docs');
  await page.getByRole('heading', { name: /Marketplace Back Office API/ }).waitFor();
  // The operations come from the document the page fetched, listed by domain; the filter finds one.
  await page.locator('[data-path="/api/administrator-read/login"]').first().waitFor();
  await page.getByPlaceholder('Filter by tag').fill('tags');
  await page.locator('[data-path="/api/tags-write/tags"]').first().waitFor();
  await page.locator('[data-path="/api/administrator-read/login"]').first().waitFor({ state: 'detached' });

  expect(elsewhere).toEqual([]);
  expect(errors).toEqual([]);
});
