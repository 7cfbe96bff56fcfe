import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@mk/contracts';
import { withoutIsolates } from '@mk/i18n';
import { centerHome, centerPic, clinicHome, clinicPic, figures, homeServer, ok, pharmacyHome, pharmacyPic, renderHome, text } from '../test/home-test-kit';

const card = (label: string) => screen.getByText(label).closest('[data-home-card]') as HTMLElement;
const chartTable = (title: string) => screen.getByText(`${title}: the chart's figures`).closest('table') as HTMLTableElement;
const rows = (table: HTMLTableElement) => Array.from(table.querySelectorAll('tbody tr'), (row) => Array.from(row.children, (cell) => cell.textContent));
const link = (name: string) => screen.getByRole('link', { name });

describe("a clinic PIC's Home", () => {
  it("shows each clinic's appointments of today by hour and status, the week's no-shows and each physician's next free slot", async () => {
    homeServer(ok(figures({ clinics: clinicHome() })));
    renderHome(clinicPic);
    expect(await screen.findByRole('heading', { name: 'Your clinics today' })).toBeInTheDocument();
    const clinic = card('Noor Clinic');
    // The chart's figures, hour by hour, statuses in their usual order.
    expect(rows(chartTable("Today's appointments by hour (Noor Clinic)"))).toEqual([
      ['09:00', 'Confirmed', '1'],
      ['09:00', 'Done', '2'],
      ['14:00', 'No show', '1'],
    ]);
    const chart = await within(clinic).findByTestId('chart');
    expect(chart).toHaveAttribute('data-stacked', 'true');
    expect(chart).toHaveAttribute('data-x-reversed', 'false');
    expect(within(clinic).getByRole('link', { name: 'Open its monitor' })).toHaveAttribute('href', '/appointments?date=2031-03-07&clinic=c1');
    expect(card('No-shows this week')).toHaveTextContent('3');
    // Next free slots on the Riyadh clock (07:00 UTC is 10:00 AM there), or none within 14 days.
    const slots = card('Next free slot per physician');
    expect(within(slots).getByRole('row', { name: /Dr. Sara Ali/ })).toHaveTextContent('08-03-2031 10:00 AM');
    expect(within(slots).getByRole('row', { name: /Dr. Omar Said/ })).toHaveTextContent('None within 14 days');
    expect(link('Dr. Sara Ali')).toHaveAttribute('href', '/physicians/profile/d1');
  });

  it('says so for a clinic with no appointment today', async () => {
    homeServer(ok(figures({ clinics: clinicHome({ clinics: [{ sys_id: 'c1', name: 'Noor Clinic', name_ar: null, today_by_hour: [] }] }) })));
    renderHome(clinicPic);
    expect(await screen.findByText('No appointments today')).toBeInTheDocument();
  });

  it('is in Arabic: Arabic names and status labels, the hours running from the right, Riyadh times with ص/م', async () => {
    homeServer(ok(figures({ clinics: clinicHome() })));
    renderHome(clinicPic, 'ar');
    expect(await screen.findByRole('heading', { name: text('ar', 'home.clinics.heading') })).toBeInTheDocument();
    const clinic = card('عيادة النور');
    const table = within(clinic).getByRole('table') as HTMLTableElement;
    expect(rows(table).map(([, status]) => status)).toEqual(['مؤكد', 'مكتمل', 'لم يحضر المريض']);
    const chart = await within(clinic).findByTestId('chart');
    expect(chart).toHaveAttribute('data-x-reversed', 'true');
    expect(chart).toHaveAttribute('data-y-axis', 'right');
    expect(screen.getByRole('link', { name: 'د. سارة علي' })).toBeInTheDocument();
    // Without an Arabic name, the English one.
    expect(screen.getByRole('link', { name: 'Dr. Omar Said' })).toBeInTheDocument();
    expect(screen.getByText(text('ar', 'home.clinics.nextFree.none'))).toBeInTheDocument();
    // The Arabic date and time keep their parts in order with Unicode isolates (formatDateTime).
    expect(withoutIsolates(card(text('ar', 'home.clinics.nextFree.title')).textContent!)).toContain('08-03-2031 10:00 ص');
  });
});

describe("a pharmacy PIC's Home", () => {
  it('counts down each waiting order once a second, and takes it off when its window closes', async () => {
    jest.useFakeTimers();
    try {
      // Its window closes 2.5 seconds after the server answered.
      homeServer(() => {
        const now = Date.now();
        return ok({ ...figures({ pharmacies: pharmacyHome({ waiting: [{ order_id: 'order-12345678', pharmacy_id: 'ph1', closes_at: new Date(now + 2500).toISOString() }] }) }), generated_at: new Date(now).toISOString() });
      });
      renderHome(pharmacyPic);
      const waiting = await screen.findByText('Orders waiting for your offer');
      const orders = waiting.closest('[data-home-card]') as HTMLElement;
      expect(within(orders).getByRole('timer')).toHaveTextContent('Closes in 00:03');
      expect(within(orders).getByText('Order …12345678')).toBeInTheDocument();
      expect(within(orders).getByRole('link', { name: 'Make an offer' })).toHaveAttribute('href', '/create-offer/order-12345678');
      await act(async () => jest.advanceTimersByTime(1000));
      expect(within(orders).getByRole('timer')).toHaveTextContent('Closes in 00:02');
      await act(async () => jest.advanceTimersByTime(1000));
      expect(within(orders).getByRole('timer')).toHaveTextContent('Closes in 00:01');
      await act(async () => jest.advanceTimersByTime(1000));
      expect(within(orders).queryByRole('timer')).toBeNull();
      expect(within(orders).getByText('No order is waiting for an offer')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the live orders by delivery state, the offers accepted today and the emergency prescriptions, linking to their lists of its pharmacy', async () => {
    homeServer(ok(figures({ pharmacies: pharmacyHome() })));
    renderHome(pharmacyPic);
    expect(await screen.findByRole('heading', { name: 'Your pharmacies now' })).toBeInTheDocument();
    expect(rows(chartTable('Live orders by delivery state'))).toEqual([
      ['Waiting', '1'],
      ['Preparing', '2'],
      ['On the way', '0'],
      ['Delivered', '5'],
    ]);
    expect(card('Live orders by delivery state')).toHaveTextContent('8');
    expect(link('Open live orders')).toHaveAttribute('href', '/orders?pharmacy=ph1');
    expect(link('Open incoming orders')).toHaveAttribute('href', '/orders');
    const accepted = card('Offers accepted today');
    expect(within(accepted).getByText('3')).toBeInTheDocument();
    expect(within(accepted).getByText('SAR 245.00')).toBeInTheDocument();
    expect(card('Emergency prescriptions today')).toHaveTextContent('2');
    expect(link('Open issued prescriptions')).toHaveAttribute('href', '/er-prescription/previous?pharmacy=ph1');
    expect(await within(card('Live orders by delivery state')).findByTestId('chart')).toHaveTextContent('Delivered/Delivered=5');
  });

  it('names the pharmacy of each waiting order, and links to the unfiltered lists, for a PIC with two pharmacies', async () => {
    const twoPharmacies: SessionUser = { ...pharmacyPic, pharmacies: [...pharmacyPic.pharmacies!, { sys_id: 'ph2', name: 'Nahdi Olaya' }] };
    homeServer(() =>
      ok(
        figures({
          pharmacies: pharmacyHome({
            pharmacies: [
              { sys_id: 'ph1', name: 'Cure Pharmacy', name_ar: 'صيدلية الشفاء' },
              { sys_id: 'ph2', name: 'Nahdi Olaya', name_ar: null },
            ],
            waiting: [{ order_id: 'order-87654321', pharmacy_id: 'ph2', closes_at: new Date(Date.now() + 240_000).toISOString() }],
          }),
        }),
      ),
    );
    renderHome(twoPharmacies);
    expect(await screen.findByText('to Nahdi Olaya')).toBeInTheDocument();
    expect(link('Open live orders')).toHaveAttribute('href', '/orders');
    expect(link('Open issued prescriptions')).toHaveAttribute('href', '/er-prescription/previous');
  });

  it('is in Arabic', async () => {
    homeServer(ok(figures({ pharmacies: pharmacyHome() })));
    renderHome(pharmacyPic, 'ar');
    expect(await screen.findByRole('heading', { name: text('ar', 'home.pharmacies.heading') })).toBeInTheDocument();
    const table = screen.getByText(text('ar', 'home.chart.tableCaption', { title: text('ar', 'home.pharmacies.live.title') })).closest('table')!;
    expect(rows(table).map(([state]) => state)).toEqual(['في الانتظار', 'قيد التحضير', 'في الطريق', 'تم التوصيل']);
    expect(screen.getByText(text('ar', 'home.pharmacies.waiting.none'))).toBeInTheDocument();
  });
});

describe("a center PIC's Home", () => {
  it('shows per center its services and the weekdays with hours, the missing ones flagged, and the live packages', async () => {
    homeServer(ok(figures({ centers: centerHome() })));
    renderHome(centerPic);
    expect(await screen.findByRole('heading', { name: 'Your centers' })).toBeInTheDocument();
    const center = card('Olaya Lab');
    expect(within(center).getByText('Services').closest('.ant-statistic')).toHaveTextContent('8');
    expect(within(center).getByRole('link', { name: 'Open its services' })).toHaveAttribute('href', '/services?center=x1');
    expect(within(center).getByText('No hours on Fri and Sat')).toBeInTheDocument();
    expect(within(center).getByTitle('Fri: no hours')).toBeInTheDocument();
    expect(within(center).getByTitle('Sun: hours set')).toBeInTheDocument();
    expect(within(center).getByRole('link', { name: 'Set operating hours' })).toHaveAttribute('href', '/centers/center-operating-hours/x1');
    expect(card('Live packages')).toHaveTextContent('6');
    expect(link('Open packages')).toHaveAttribute('href', '/packages');
  });

  it('says when every day has hours, in Arabic too', async () => {
    homeServer(ok(figures({ centers: centerHome({ centers: [{ sys_id: 'x1', name: 'Olaya Lab', name_ar: 'مختبر العليا', services: 0, hours_set: Array(7).fill(true) }] }) })));
    renderHome(centerPic, 'ar');
    expect(await screen.findByText(text('ar', 'home.centers.allSet'))).toBeInTheDocument();
    expect(screen.getByText('مختبر العليا')).toBeInTheDocument();
  });
});

describe('a PIC with clinics, pharmacies and centers', () => {
  it('sees a section for each, in that order', async () => {
    homeServer(ok(figures({ clinics: clinicHome(), pharmacies: pharmacyHome(), centers: centerHome() })));
    renderHome({ ...clinicPic, pharmacies: pharmacyPic.pharmacies, centers: centerPic.centers });
    await screen.findByRole('heading', { name: 'Your clinics today' });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Your clinics today', 'Your pharmacies now', 'Your centers']),
    );
  });
});
