import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { apiCall, apiToken } from './support/server';
import { useSuite } from './support/suite';
import { AppointmentMonitorPage } from './pages/appointments.page';

const suite = useSuite();

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The busiest day of the demo clinic PIC's clinics in the coming two weeks, from the seed. */
async function busiestDay(baseUrl: string): Promise<{ clinicId: string; day: string; count: number }> {
  const token = await apiToken(baseUrl, DEMO_USERS.clinicPic.email, DEMO_PASSWORD);
  const clinics = (await apiCall<{ data: Array<{ sys_id: string }> }>(baseUrl, 'clinic-read/?page=1&limit=50', { token })).payload.data;
  let best = { clinicId: '', day: '', count: -1 };
  for (const { sys_id: clinicId } of clinics) {
    for (let offset = 0; offset < 14; offset += 1) {
      const day = isoDay(Date.now() + offset * DAY);
      const tiles = (await apiCall<unknown[]>(baseUrl, `monitoring/appointment-by-clinic/${clinicId}?day=${day}`, { token })).payload;
      if (tiles.length > best.count) best = { clinicId, day, count: tiles.length };
    }
  }
  return best;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the appointment monitor as a front desk reads it (issue 16)', () => {
  it.each(['en', 'ar'] as const)('shows every appointment of a busy day at 1,280 × 800 without sideways scrolling, tiles never overlapping (%s)', async (locale) => {
    const { page } = suite.session;
    const busy = await busiestDay(suite.server.baseUrl);
    expect(busy.count).toBeGreaterThanOrEqual(6);

    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, DEMO_USERS.clinicPic.email, locale);
    await page.goto(`/appointments?date=${busy.day}&clinic=${encodeURIComponent(busy.clinicId)}`);
    const monitor = new AppointmentMonitorPage(page);
    await page.waitForFunction((count) => document.querySelectorAll('.mk-appointment-tile').length === count, busy.count);
    await monitor.tiles().first().waitFor();

    const scroll = await page.evaluate(() => {
      const root = document.scrollingElement!;
      const sideways = Array.from(document.querySelectorAll<HTMLElement>('.mk-day-calendar, .mk-day-calendar *')).filter(
        (element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible' && getComputedStyle(element).overflowX !== 'hidden',
      ).length;
      // How far the page scrolls sideways. With the scrollbar's gutter kept (styles.css), a page with
      // nothing to scroll reads a negative difference (the gutter's width), so only overflow counts.
      return { page: Math.max(0, root.scrollWidth - root.clientWidth), sideways };
    });
    expect(scroll).toEqual({ page: 0, sideways: 0 });

    const boxes = (await monitor.tiles().evaluateAll((tiles) =>
      tiles.map((tile) => {
        const { x, y, width, height } = tile.getBoundingClientRect();
        return { x: x + window.scrollX, y: y + window.scrollY, width, height };
      }),
    )) as Box[];
    expect(boxes).toHaveLength(busy.count);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.width).toBeGreaterThanOrEqual(180);
    }
    const overlapping = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => overlaps(a, b)).map(() => i));
    expect(overlapping).toEqual([]);
  });
});
