import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, expectTexts, findPage, sectionValidity, type } from '@mk/module-kit/testing';
import { admin, physicianServer, renderPhysicianPage } from '../test/physician-test-kit';
import PhysicianRegisterPage from './physician-register.page';

const renderRegister = () =>
  renderPhysicianPage(<PhysicianRegisterPage />, { user: admin, locale: 'en', path: 'physicians/register', route: '/physicians/register' });

// Queries by text and label, not by role: computing every accessible name of this big form takes seconds in jsdom.
const createButton = () => screen.getByText('Create Physician', { selector: 'button *' }).closest('button')!;
const alertText = () => document.querySelector('.ant-alert')?.textContent ?? '';

describe('register a physician', () => {
  it("explains each rule beside its field in the shared schema's words, walk-in duration included", async () => {
    physicianServer();
    renderRegister();
    await findPage('Create New Physician', 'Physicians/Create Physician');
    // App access is on by default, so the phone and password are asked for.
    expect(screen.getByLabelText('App Access')).toBeChecked();
    expect(screen.getByLabelText('Phone Number')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();

    type('Physician Name (English)', 'Sara');
    type('Email', 'sara@');
    type('Phone Number', '0401234567');
    fireEvent.click(screen.getByLabelText('Walk-In'));
    type('Consultation Duration (minutes)', '61');
    type('Walk-In Fees (SAR)', 'free');
    await expectTexts('Invalid, must be more than 5 characters', 'Invalid Email', 'Invalid phone number', 'Invalid should be less than 61', 'Should be a Number');
    expect(sectionValidity('medical')).toBe('false');

    type('Consultation Duration (minutes)', '60');
    await waitFor(() => expect(screen.queryByText('Invalid should be less than 61')).not.toBeInTheDocument());
  });

  it("says 'Please fill all required fields' on an empty submit, marks every section and sends nothing", async () => {
    const { requests } = physicianServer();
    renderRegister();
    await screen.findByText('Create New Physician', { selector: 'h1' });
    fireEvent.click(createButton());
    await waitFor(() => expect(alertText()).toContain('Please fill all required fields'));
    // Each missing field says so beside it, the service choice included.
    expect(screen.getAllByText('Please fill all required fields').length).toBeGreaterThan(8);
    expect(sectionValidity('ginfo')).toBe('false');
    expect(sectionValidity('contact')).toBe('false');
    expect(sectionValidity('medical')).toBe('false');
    expect(callsTo(requests, '/api/doctor-write', 'POST')).toHaveLength(0);
  });
});
