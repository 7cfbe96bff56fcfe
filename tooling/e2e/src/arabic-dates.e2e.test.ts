import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { apiCall, apiToken } from './support/server';
import { useSuite } from './support/suite';

const suite = useSuite();

const DAY = 86_400_000;

/** An upcoming appointment of the demo clinic PIC's clinics, from the seed. */
async function upcomingAppointment(baseUrl: string): Promise<string> {
  const token = await apiToken(baseUrl, DEMO_USERS.clinicPic.email, DEMO_PASSWORD);
  const clinics = (await apiCall<{ data: Array<{ sys_id: string }> }>(baseUrl, 'clinic-read/?page=1&limit=50', { token })).payload.data;
  for (let offset = 1; offset < 14; offset += 1) {
    const day = new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    for (const { sys_id: clinicId } of clinics) {
      const [tile] = (await apiCall<Array<{ appointmentId: string }>>(baseUrl, `monitoring/appointment-by-clinic/${clinicId}?day=${day}`, { token })).payload;
      if (tile) return tile.appointmentId;
    }
  }
  throw new Error('no upcoming appointment in the seed');
}

interface RenderedDate {
  text: string;
  /** Where the day and the year of 'dd-MM-yyyy' are drawn, and where the clock is. */
  dayX: number;
  yearX: number;
  dateX: number;
  clockX: number | null;
}

describe('dates inside Arabic sentences read in order (issue 16)', () => {
  it("draws the details page's dates as dd-MM-yyyy, read before the time and ص/م, inside the Arabic no-show hint and the sheet", async () => {
    const { page } = suite.session;
    const appointmentId = await upcomingAppointment(suite.server.baseUrl);
    await logIn(page, DEMO_USERS.clinicPic.email, 'ar');
    await page.goto(`/appointments/details/${appointmentId}`);
    await page.locator('section[data-sheet="appointment"]').waitFor();

    // Where the browser actually draws each part: what a reader sees, not the order of the characters.
    const dates: RenderedDate[] = await page.evaluate(() => {
      const found: RenderedDate[] = [];
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const date = /(\d\d)-(\d\d)-(\d{4})/.exec(text);
        if (!date) continue;
        const x = (needle: string, from: number) => {
          const range = document.createRange();
          const start = text.indexOf(needle, from);
          range.setStart(node!, start);
          range.setEnd(node!, start + needle.length);
          return range.getBoundingClientRect().x;
        };
        const clock = /\d\d:\d\d/.exec(text);
        found.push({
          text: text.replace(/[\u2066-\u2069]/g, ''),
          dayX: x(date[1], date.index),
          yearX: x(date[3], date.index),
          dateX: x(date[0], 0),
          clockX: clock ? x(clock[0], clock.index) : null,
        });
      }
      return found;
    });

    const withClock = dates.filter((date) => date.clockX !== null);
    // The no-show hint (a sentence), the appointment's date and time, and its creation time.
    expect(withClock.length).toBeGreaterThanOrEqual(3);
    expect(withClock.some((date) => date.text.includes('بالتوقيت العالمي'))).toBe(true);
    for (const date of dates) {
      // dd-MM-yyyy stays left to right: the day is drawn left of the year.
      expect({ text: date.text, dayLeftOfYear: date.dayX < date.yearX }).toEqual({ text: date.text, dayLeftOfYear: true });
    }
    for (const date of withClock) {
      // Read right to left: the date first, so it is drawn right of the time; then ص/م, not AM/PM.
      expect({ text: date.text, dateRightOfClock: date.dateX > date.clockX! }).toEqual({ text: date.text, dateRightOfClock: true });
      expect(date.text).toMatch(/\d\d:\d\d [صم]/);
    }
  });
});
