import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../testing/fake-api';
import { fail, file } from '../testing/fake-server';
import { renderWithProviders } from '../testing/render-with-providers';
import { testAdmin } from '../testing/test-text';
import { ExportButton } from './export-button';

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs: the download is the link the button clicks.
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const choose = async (buttonName: RegExp, format: RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  fireEvent.click(await screen.findByRole('menuitem', { name: format }));
};

describe('ExportButton', () => {
  it("asks for the chosen format in the page's language with the list's filters (never its page), and saves the file under the server's name", async () => {
    const server = fakeApi({ exportList: file('\uFEFFID,Name\r\n1,Smile\r\n', 'clinics-2026-11-29.csv') });
    renderWithProviders(<ExportButton path="clinic-read/export" filters={{ page: 3, limit: 10, city: 'RIYADH', name: undefined, tags: '' }} />, { user: testAdmin, locale: 'ar' });
    await choose(/تصدير/, /ملف CSV/);
    await screen.findByText('تم تنزيل clinics-2026-11-29.csv');
    const [call] = server.callsTo('exportList');
    expect(call.url.pathname).toBe('/api/clinic-read/export');
    expect(call.query).toEqual({ format: 'csv', lang: 'ar', city: 'RIYADH' });
    expect(call.headers.authorization).toMatch(/^Bearer /);
    expect(saved).toEqual(['clinics-2026-11-29.csv']);
  });

  it('says the file is being prepared until it arrives', async () => {
    let answer: (reply: ReturnType<typeof file>) => void = () => undefined;
    fakeApi({ exportList: () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<ExportButton path="patient-read/export" />, { user: testAdmin });
    await choose(/Export/, /Excel workbook/);
    expect(await screen.findByRole('button', { name: /Preparing the file/ })).toHaveAttribute('aria-busy', 'true');
    answer(file('PK', 'patients-2026-11-29.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    await screen.findByText('patients-2026-11-29.xlsx downloaded');
    expect(screen.getByRole('button', { name: /Export/ })).not.toHaveAttribute('aria-busy', 'true');
  });

  it("shows the server's refusal in the page's words and saves nothing", async () => {
    fakeApi({ exportList: fail(403, 'Forbidden', 'auth.forbidden') });
    renderWithProviders(<ExportButton path="patient-read/export" />, { user: testAdmin });
    await choose(/Export/, /CSV file/);
    await screen.findByText('The export failed');
    // The code's words in the page's language, not the server's English message.
    await waitFor(() => expect(document.body).toHaveTextContent('You are not allowed to do this'));
    expect(saved).toEqual([]);
  });
});
