import { fireEvent, screen, waitFor } from '@testing-library/react';
import { withoutIsolates } from '@mk/i18n';
import { renderIn, text } from '../test-providers';
import { ActionsCell } from './actions.cell';
import { ButtonCell } from './button.cell';
import { IdCell } from './id.cell';
import { CurrencyCell, DateCell, DateTimeCell, EmailCell, LinkCell, PhoneCell, TextCell } from './value.cells';

const ID = '6f1c2a9e-0b7d-4c1e-9d2f-3a4b5c6d7e8f';

describe('IdCell', () => {
  const writeText = jest.fn();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
  });

  it('shows the last 4 characters, expands to the whole id and copies it with a notice', async () => {
    renderIn('en', <IdCell id={ID} />);
    const toggle = screen.getByRole('button', { name: '…7e8f (Show the full ID)' });
    expect(toggle).toHaveTextContent(/^…7e8f$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: `${ID} (Show the short ID)` })).toHaveTextContent(ID);

    fireEvent.click(screen.getByRole('button', { name: `Copy ID ${ID}` }));
    expect(writeText).toHaveBeenCalledWith(ID);
    expect(await screen.findByText(`ID (${ID}) Copied to clipboard!`)).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderIn('en', <IdCell id={ID} />);
    fireEvent.click(screen.getByRole('button', { name: `Copy ID ${ID}` }));
    expect(await screen.findByText('Could not copy the ID')).toBeInTheDocument();
  });

  it('copies with the Arabic notice', async () => {
    renderIn('ar', <IdCell id="12345678" />);
    fireEvent.click(screen.getByRole('button', { name: text('ar', 'ui.cells.id.copy', { id: '12345678' }) }));
    expect(await screen.findByText(text('ar', 'ui.cells.id.copied', { id: '12345678' }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `…5678 (${text('ar', 'ui.cells.id.expand')})` })).toHaveTextContent('…5678');
  });
});

describe('value cells', () => {
  it('format dates as dd-MM-yyyy in UTC, and moments as dd-MM-yyyy hh:mm a on the Riyadh clock', () => {
    renderIn(
      'en',
      <>
        <DateCell value="2024-03-05T22:30:00Z" />|<DateTimeCell value="2024-03-05T13:07:00Z" />|<DateCell value="" />|
        <DateTimeCell value="not a date" />|<DateTimeCell value="2024-03-05T22:59:00Z" />|<DateTimeCell value="2024-03-05T13:07:00Z" clock="utc" />
      </>,
    );
    // 22:59 UTC is 01:59 the next morning in Riyadh (UTC+3).
    expect(document.body).toHaveTextContent('05-03-2024|05-03-2024 04:07 PM|—|—|06-03-2024 01:59 AM|05-03-2024 01:07 PM');
  });

  it('read ص and م in Arabic date times', () => {
    renderIn('ar', <><DateTimeCell value="2024-03-05T10:07:00Z" />|<DateTimeCell value="2024-03-04T22:07:00Z" /></>);
    expect(withoutIsolates(document.body.textContent ?? '')).toBe('05-03-2024 01:07 م|05-03-2024 01:07 ص');
  });

  it('link emails and phones, isolating the phone number', () => {
    renderIn('ar', <><EmailCell value="care@noor.sa" /><PhoneCell value="+966 55 123 4567" /><PhoneCell value="" /></>);
    expect(screen.getByRole('link', { name: 'care@noor.sa' })).toHaveAttribute('href', 'mailto:care@noor.sa');
    const phone = screen.getByRole('link', { name: '+966 55 123 4567' });
    expect(phone).toHaveAttribute('href', 'tel:+966551234567');
    expect(phone.querySelector('bdi')).toHaveTextContent('+966 55 123 4567');
    expect(document.body).toHaveTextContent('—');
  });

  it('show amounts in SAR with Western digits in both languages', () => {
    const { unmount } = renderIn('en', <CurrencyCell value={1250.5} />);
    expect(document.body).toHaveTextContent(/SAR\s1,250\.50/);
    unmount();
    renderIn('ar', <CurrencyCell value="99" />);
    expect(document.body.textContent).toMatch(/99/);
    expect(document.body.textContent).not.toMatch(/[٠-٩]/);
  });

  it('link inside the app or outside it, and shows plain text', () => {
    renderIn(
      'en',
      <>
        <LinkCell to="/clinics/profile/1">Noor</LinkCell>
        <LinkCell href="https://example.com/noor">example.com/noor</LinkCell>
        <TextCell value="Dentistry" />
        <TextCell value={null} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Noor' })).toHaveAttribute('href', '/clinics/profile/1');
    const outside = screen.getByRole('link', { name: 'example.com/noor' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Dentistry')).toBeInTheDocument();
  });

  it('isolates text of unknown direction in Arabic, so an English sentence keeps its full stop at its end', () => {
    renderIn('ar', <TextCell value="Diet and exercise advice given." />);
    const cell = screen.getByText('Diet and exercise advice given.');
    // dir="auto": isolated from the Arabic line and laid out by its own first strong letter (left to right here).
    expect(cell.closest('[dir="auto"]')).not.toBeNull();
  });
});

describe('ActionsCell', () => {
  it('opens a menu of row actions from a named trigger and runs the chosen one', async () => {
    const view = jest.fn();
    renderIn(
      'en',
      <ActionsCell
        rowName="Noor Clinic"
        actions={[
          { key: 'view', label: 'View Information', onSelect: view },
          { key: 'remove', label: 'Remove clinic', danger: true },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Noor Clinic' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'View Information' }));
    expect(view).toHaveBeenCalledTimes(1);
  });

  it('answers an action without a handler as not implemented, in Arabic too', async () => {
    renderIn('ar', <ActionsCell actions={[{ key: 'export', label: 'تصدير' }]} />);
    fireEvent.click(screen.getByRole('button', { name: text('ar', 'ui.cells.actions.trigger') }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'تصدير' }));
    expect(await screen.findByText(text('ar', 'ui.cells.actions.notImplemented', { action: 'تصدير' }))).toBeInTheDocument();
  });

  it("names the action in English's words", async () => {
    renderIn('en', <ActionsCell actions={[{ key: 'archive', label: 'Archive' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(screen.getByText('Archive has not been implemented in this version.')).toBeInTheDocument());
  });
});

describe('ButtonCell', () => {
  it('has the primary, secondary, danger and warning styles and clicks', () => {
    const onClick = jest.fn();
    renderIn(
      'ar',
      <>
        <ButtonCell kind="primary" onClick={onClick}>P</ButtonCell>
        <ButtonCell kind="secondary" onClick={onClick}>S</ButtonCell>
        <ButtonCell kind="danger" onClick={onClick}>D</ButtonCell>
        <ButtonCell kind="warning" onClick={onClick}>W</ButtonCell>
      </>,
    );
    expect(screen.getByRole('button', { name: 'P' })).toHaveClass('ant-btn-primary');
    expect(screen.getByRole('button', { name: 'S' })).not.toHaveClass('ant-btn-primary');
    expect(screen.getByRole('button', { name: 'D' }).className).toMatch(/ant-btn-(dangerous|color-dangerous)/);
    expect(screen.getByRole('button', { name: 'W' })).toHaveClass('mk-button-warning');
    expect(screen.getByRole('button', { name: 'W' }).getAttribute('style')).toMatch(/background/);
    fireEvent.click(screen.getByRole('button', { name: 'W' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'P' }).className).toMatch(/rtl/);
  });
});
