import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail } from '@mk/module-kit/testing';
import { admin, adminHome, barePic, figures, homeServer, ok, pharmacyHome, pharmacyPic, renderHome, text } from '../test/home-test-kit';

/** The card holding `label` (a figure's title, a card's title or its link). */
const card = (label: string) => screen.getByText(label).closest('[data-home-card]') as HTMLElement;
/** The text equivalent of the chart captioned `title`. */
const chartTable = (title: string) => screen.getByText(`${title}: the chart's figures`).closest('table') as HTMLTableElement;
const rows = (table: HTMLTableElement) => Array.from(table.querySelectorAll('tbody tr'), (row) => Array.from(row.children, (cell) => cell.textContent));
const link = (name: string) => screen.getByRole('link', { name });

describe("ADMIN's Home", () => {
  it("shows today's figures across the marketplace, read from GET dashboard-read/home", async () => {
    const server = homeServer(ok(figures({ admin: adminHome() })));
    renderHome(admin);
    expect(await screen.findByRole('heading', { name: 'Across the marketplace today' })).toBeInTheDocument();
    expect(server.callsTo('getHomeFigures')[0].path).toBe('/api/dashboard-read/home');
    expect(screen.getByText(/^Figures of 07-03-2031, updated /)).toBeInTheDocument();

    // Today's appointments by status: the total, and the chart's figures as a table.
    expect(within(card("Today's appointments")).getByText('17 in all')).toBeInTheDocument();
    expect(rows(chartTable("Today's appointments"))).toEqual([
      ['Confirmed', '4'],
      ['Waiting', '2'],
      ['In progress', '1'],
      ['Done', '6'],
      ['Canceled', '0'],
      ['Pending', '3'],
      ['No show', '1'],
    ]);
    // The chart itself, from its own chunk (here the stub of src/test/plots-stub.tsx).
    expect(await within(card("Today's appointments")).findByTestId('chart')).toHaveAttribute('data-x-reversed', 'false');

    // No-show rates: a percentage, or a dash and why.
    expect(within(card('No-show rate')).getByText('12.5%')).toBeInTheDocument();
    expect(within(card('No-show rate')).getByText('Nothing to count yet')).toBeInTheDocument();
    expect(within(card('Orders and offers today')).getByText('3')).toBeInTheDocument();
    expect(within(card('Orders and offers today')).getByText('1 min 35 sec')).toBeInTheDocument();
    expect(['Accepted', 'Declined', 'Expired'].map((outcome) => within(card(outcome)).getByText(outcome).closest('.ant-statistic')?.textContent)).toEqual([
      'Accepted5',
      'Declined2',
      'Expired7',
    ]);
    expect(within(card('QR bills today')).getByText('SAR 1,380.50')).toBeInTheDocument();
    expect(card('Emergency prescriptions today')).toHaveTextContent('4');
    expect(card('New patients this week')).toHaveTextContent('31');
  });

  it('links each card to its list, filtered as it counts', async () => {
    homeServer(ok(figures({ admin: adminHome() })));
    renderHome(admin);
    await screen.findByText('Waiting for approval');
    expect(link('Open the appointment monitor')).toHaveAttribute('href', '/appointments?date=2031-03-07');
    expect(link('Review the 2 waiting')).toHaveAttribute('href', '/clinics?status=pending');
    expect(link('Review the one waiting')).toHaveAttribute('href', '/pharmacy?status=pending');
    expect(link('None waiting')).toHaveAttribute('href', '/centers?status=pending');
    expect(within(card('Review the 2 waiting')).getByText('Clinics')).toBeInTheDocument();
    expect(link('Open orders')).toHaveAttribute('href', '/orders');
    expect(link('Open QR codes')).toHaveAttribute('href', '/qr-codes');
    expect(link('Open patients')).toHaveAttribute('href', '/patients');
  });

  it('says in Arabic what it shows, with the Arabic status labels, and mirrors the chart', async () => {
    homeServer(ok(figures({ admin: adminHome() })));
    renderHome(admin, 'ar');
    expect(await screen.findByRole('heading', { name: text('ar', 'home.admin.heading') })).toBeInTheDocument();
    const table = screen.getByText(text('ar', 'home.chart.tableCaption', { title: text('ar', 'home.admin.appointments.title') })).closest('table')!;
    expect(rows(table).map(([status]) => status)).toEqual(['مؤكد', 'في الانتظار', 'قيد التنفيذ', 'مكتمل', 'ملغى', 'معلق', 'لم يحضر المريض']);
    expect(await within(table.closest('[data-home-card]') as HTMLElement).findByTestId('chart')).toHaveAttribute('data-x-reversed', 'true');
    expect(screen.getByRole('link', { name: 'مراجعة المنتظرة (2)' })).toHaveAttribute('href', '/clinics?status=pending');
    expect(screen.getByText(text('ar', 'home.admin.noShow.none'))).toBeInTheDocument();
    expect(screen.queryByText('Waiting for approval')).toBeNull();
  });
});

describe('the Home panel', () => {
  it('shows skeletons, then says why the figures could not be read, and reads them again on Try again', async () => {
    let answer = fail(500, 'Database unavailable');
    const server = homeServer(() => answer);
    renderHome(admin);
    expect(await screen.findByRole('status', { name: "Loading today's figures" })).toBeInTheDocument();
    expect(await screen.findByText("Today's figures could not be loaded: Database unavailable")).toBeInTheDocument();
    answer = ok(figures({ admin: adminHome() }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Across the marketplace today' })).toBeInTheDocument();
    expect(server.callsTo('getHomeFigures')).toHaveLength(2);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('tells a PIC who runs nothing yet what to do', async () => {
    homeServer(ok(figures({})));
    renderHome(barePic);
    expect(await screen.findByText('You are not in charge of a clinic, pharmacy or center yet')).toBeInTheDocument();
    expect(screen.getByText('Register one from the menu: once it is approved, its figures show here.')).toBeInTheDocument();
  });

  it('asks again when the server says the figures changed, at most once in 2 seconds, and when the tab shows again', async () => {
    jest.useFakeTimers();
    try {
      const server = homeServer(() => ok(figures({ admin: adminHome() })));
      const { socket } = renderHome(admin);
      await screen.findByText('Waiting for approval');
      const calls = () => server.callsTo('getHomeFigures').length;
      expect(socket.listeners('home_changed')).toBe(1);
      // A new order is a pharmacy's business: ADMIN's Home does not listen.
      expect(socket.listeners('new_order')).toBe(0);
      act(() => socket.receive('home_changed'));
      await waitFor(() => expect(calls()).toBe(2));
      // Three more hints at once: one more request, 2 seconds after the last one.
      act(() => {
        socket.receive('home_changed');
        socket.receive('home_changed');
        socket.receive('home_changed');
      });
      await act(async () => jest.advanceTimersByTime(1900));
      expect(calls()).toBe(2);
      await act(async () => jest.advanceTimersByTime(100));
      await waitFor(() => expect(calls()).toBe(3));
      // Back to the tab, 2 seconds later.
      await act(async () => jest.advanceTimersByTime(2000));
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(calls()).toBe(4));
    } finally {
      jest.useRealTimers();
    }
  });

  it("also asks again on a pharmacy's new order", async () => {
    const server = homeServer(() => ok(figures({ pharmacies: pharmacyHome() })));
    const { socket } = renderHome(pharmacyPic);
    await screen.findByText('Your pharmacies now');
    await waitFor(() => expect(socket.listeners('new_order')).toBe(1));
    act(() => socket.receive('new_order', { sys_id: 'o9', pharmacy_ids: ['ph1'] }));
    await waitFor(() => expect(server.callsTo('getHomeFigures')).toHaveLength(2));
  });
});
