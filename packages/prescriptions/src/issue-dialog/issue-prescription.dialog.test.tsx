import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { button, findDialog } from '@mk/module-kit/testing';
import ErPrescriptionsPage from '../er-list/er-prescriptions.page';
import { erOrder, erServer, medicine, pharmacist, renderErPage, searchRow, text } from '../test/er-test-kit';

const renderList = (route = '/er-prescription', locale: 'en' | 'ar' = 'en') => renderErPage(<ErPrescriptionsPage />, { user: pharmacist, locale, path: 'er-prescription', route });

async function openIssue(patient: string) {
  fireEvent.click(await screen.findByLabelText(`Issue Prescription: ${patient}`));
  return findDialog();
}

const checkbox = (dialog: HTMLElement, label: string) => within(dialog).getByRole('checkbox', { name: label });

describe('Issue Prescription dialog', () => {
  it("lists the medicines under 'Select medicine to issue'; Select all checks every one and unchecks them again", async () => {
    erServer();
    renderList();
    const dialog = await openIssue('Sara Ahmed');
    expect(dialog).toHaveTextContent('Issue Prescription');
    expect(dialog).toHaveTextContent('Select medicine to issue');
    fireEvent.click(checkbox(dialog, 'Select all'));
    for (const name of ['Diclofenac', 'Ondansetron', 'Prednisolone']) expect(checkbox(dialog, name)).toBeChecked();
    expect(checkbox(dialog, 'Select all')).toBeChecked();
    fireEvent.click(checkbox(dialog, 'Select all'));
    for (const name of ['Diclofenac', 'Ondansetron', 'Prednisolone']) expect(checkbox(dialog, name)).not.toBeChecked();
    // Choosing each one by hand also shows Select all checked.
    for (const name of ['Diclofenac', 'Ondansetron', 'Prednisolone']) fireEvent.click(checkbox(dialog, name));
    expect(checkbox(dialog, 'Select all')).toBeChecked();
  });

  it('shows dispensed medicines checked but not selectable, leaves them out of Select all; a fully issued row leaves the list', async () => {
    const server = erServer({ orders: [erOrder({ medicines: [medicine('11', 'Diclofenac', true), medicine('12', 'Ondansetron'), medicine('13', 'Prednisolone')] })] });
    renderList();
    const dialog = await openIssue('Sara Ahmed');
    expect(checkbox(dialog, 'Diclofenac (dispensed)')).toBeDisabled();
    expect(checkbox(dialog, 'Diclofenac (dispensed)')).toBeChecked();
    fireEvent.click(checkbox(dialog, 'Select all'));
    fireEvent.change(within(dialog).getByLabelText('Total Price'), { target: { value: '45.50' } });
    fireEvent.click(button('Issue', dialog));
    expect(await screen.findByText('Prescription successfully issued!')).toBeInTheDocument();
    expect(server.callsTo('issueErPrescription')[0].body).toEqual({
      order_id: '7f0c1d2e-0000-4000-8000-00000000a001',
      pharmacy_id: 'ph-olaya',
      total_price: '45.50',
      medicines_ids: ['12', '13'],
    });
    // Everything is issued now: the row leaves the list.
    await waitFor(() => expect(screen.queryByLabelText('Issue Prescription: Sara Ahmed')).not.toBeInTheDocument());
    expect(await screen.findByText(text('en', 'erPrescriptions.list.empty'))).toBeInTheDocument();

  });

  it('is 500 px wide at most, with a 400 px price field (spec 2 section 9)', async () => {
    erServer();
    renderList();
    const dialog = await openIssue('Sara Ahmed');
    const modal = dialog.closest('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('500px');
    const price = within(dialog).getByLabelText('Total Price').closest('.ant-input-affix-wrapper') as HTMLElement;
    expect(price.style.width).toBe('400px');
  });

  it('hides Select all when only one medicine is left to issue', async () => {
    erServer({ orders: [erOrder({ medicines: [medicine('11', 'Diclofenac', true), medicine('12', 'Ondansetron')] })] });
    renderList();
    const dialog = await openIssue('Sara Ahmed');
    expect(checkbox(dialog, 'Ondansetron')).toBeEnabled();
    expect(within(dialog).queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
  });

  it("says 'Must select at least one medicine' and 'Must enter a valid number', calls nothing, and clears the messages after 3 s", async () => {
    const server = erServer();
    renderList();
    const dialog = await openIssue('Sara Ahmed');
    fireEvent.change(within(dialog).getByLabelText('Total Price'), { target: { value: '0' } });
    fireEvent.click(button('Issue', dialog));
    const shown = Date.now();
    expect(await within(dialog).findByText('Must select at least one medicine')).toBeInTheDocument();
    expect(within(dialog).getByText('Must enter a valid number')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => within(dialog).queryByText('Must select at least one medicine'), { timeout: 5000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(2900);
    expect(within(dialog).queryByText('Must enter a valid number')).not.toBeInTheDocument();
    expect(server.callsTo('issueErPrescription')).toHaveLength(0);
  }, 10_000);

  it('in a phone search, creates the ER order first and issues on it', async () => {
    const server = erServer({ search: [searchRow()] });
    renderList('/er-prescription?phone=0500000001');
    const dialog = await openIssue('Demo Patient');
    fireEvent.click(checkbox(dialog, 'Diclofenac'));
    fireEvent.change(within(dialog).getByLabelText('Total Price'), { target: { value: '12' } });
    fireEvent.click(button('Issue', dialog));
    expect(await screen.findByText('Prescription successfully issued!')).toBeInTheDocument();
    expect(server.callsTo('searchErPrescriptions')[0].query).toEqual({ phone: '0500000001', page: '1', limit: '10' });
    expect(server.callsTo('createErOrder')[0].body).toEqual({ pharmacy_id: 'ph-olaya', patient_id: 'patient-9', prescription_id: '7f0c1d2e-0000-4000-8000-00000000b009' });
    expect(server.callsTo('issueErPrescription')[0].body).toMatchObject({ order_id: 'order-new', medicines_ids: ['21'], total_price: '12' });
  });

  it('reads in Arabic with Arabic medicine names', async () => {
    erServer();
    renderList('/er-prescription', 'ar');
    fireEvent.click(await screen.findByLabelText(`${text('ar', 'erPrescriptions.list.issue')}: Sara Ahmed`));
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent(text('ar', 'erPrescriptions.issue.select'));
    expect(checkbox(dialog, 'Diclofenac بالعربية')).toBeInTheDocument();
  });
});
