import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { HomePage } from './pages/home.page';
import { seriousViolations } from './support/axe';
import { DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { useSuite } from './support/suite';

const suite = useSuite();
const simulateDir = join(__dirname, '../../simulate');

/** `npm run simulate -- --once`: the patient side places one order near the demo pharmacies, and leaves it when no offer comes. */
function simulateOneOrder(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(simulateDir, 'node_modules/.bin/tsx'), ['src/main.ts', `--url=${url}`, '--once', '--wait=1'], { cwd: simulateDir });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`simulate exited ${code}: ${output}`))));
  });
}

describe('Home, end to end', () => {
  it("ADMIN, in Arabic: today's figures, and the orders waiting for a first offer go up when the simulator places one, without a reload", async () => {
    const { page, pageErrors } = suite.session;
    await logIn(page, DEMO_USERS.admin.email, 'ar');
    const home = new HomePage(page);
    const market = home.section('في السوق اليوم');
    await market.getByText('مواعيد اليوم', { exact: true }).first().waitFor();
    await home.figure('بانتظار أول عرض').waitFor();
    // The figures are the marketplace's: the demo seed's facilities waiting for approval are counted.
    expect(await home.figureValue('العيادات')).toBeGreaterThanOrEqual(0);
    const waitingBefore = await home.figureValue('بانتظار أول عرض');
    await page.evaluate(() => ((window as unknown as { homeNotReloaded: boolean }).homeNotReloaded = true));

    const output = await simulateOneOrder(suite.server.baseUrl);
    expect(output).toMatch(/one order/);

    // The server's home_changed reaches the open Home, which asks again: the new order is counted.
    await home.waitForFigure('بانتظار أول عرض', waitingBefore + 1);
    expect(await page.evaluate(() => (window as unknown as { homeNotReloaded?: boolean }).homeNotReloaded)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
