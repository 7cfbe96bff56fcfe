import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from 'react-router';
import { flattenMessages } from '@mk/i18n';
import { renderIn } from '../test-providers';
import en from '../../translations/en.json';
import type { EntityArea } from './entity-area';
import { useRecordRemoval } from './record-removal';

interface Thing {
  sys_id: string;
  name: string;
}

const NOOR: Thing = { sys_id: 't-1', name: 'Noor' };

const area: EntityArea<Thing> = { list: { messageId: 'things.list', to: '/things' }, name: (thing) => thing.name, profile: (id) => `/things/${id}` };

// The kit's own words and a domain's, as a module's catalogue adds them.
const MESSAGES = {
  ...flattenMessages(en),
  'things.profile.remove': 'Remove Thing',
  'things.profile.removeTitle': 'Remove this thing',
  'things.profile.removeQuestion': 'Are you sure you want to remove this thing?',
  'things.profile.removeOk': 'Remove',
  'things.list.delete.done': 'Thing {name} has been removed',
};

function Profile({ remove }: { remove: (thing: Thing) => Promise<unknown> }) {
  const removal = useRecordRemoval<Thing>({ messages: 'things.profile', area, remove, done: 'things.list.delete.done' });
  return (
    <>
      <p>{removal.removed ? 'no longer asked for' : 'asked for'}</p>
      {removal.button(NOOR)}
      {removal.dialog}
    </>
  );
}

function renderProfile(remove: (thing: Thing) => Promise<unknown>) {
  renderIn(
    'en',
    <IntlProvider locale="en" messages={MESSAGES}>
      {/* Stays on screen, so the test sees what it says once removed. */}
      <Profile remove={remove} />
      <Routes>
        <Route path="/" element={null} />
        <Route path="/things" element={<h1>The things</h1>} />
      </Routes>
    </IntlProvider>,
  );
}

const ask = async () => {
  fireEvent.click(screen.getByText('Remove Thing').closest('button')!);
  return screen.findByRole('dialog');
};

describe('useRecordRemoval', () => {
  it('asks first, and Cancel removes nothing', async () => {
    const remove = jest.fn(() => Promise.resolve());
    renderProfile(remove);
    const dialog = await ask();
    expect(dialog).toHaveTextContent('Remove this thing');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this thing?');
    fireEvent.click(within(dialog).getByText('Cancel').closest('button')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByText('asked for')).toBeInTheDocument();
  });

  it('removes the record on OK, says so by its name, stops asking for it and returns to the list', async () => {
    const remove = jest.fn(() => Promise.resolve());
    renderProfile(remove);
    fireEvent.click(within(await ask()).getByText('Remove').closest('button')!);
    expect(await screen.findByText('Thing Noor has been removed')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(NOOR);
    expect(await screen.findByRole('heading', { name: 'The things' })).toBeInTheDocument();
    expect(screen.getByText('no longer asked for')).toBeInTheDocument();
  });

  it("keeps the dialog open on a refusal and says the server's reason, staying on the profile", async () => {
    const remove = jest.fn(() => Promise.reject({ status: 409, message: 'The thing is still in use' }));
    renderProfile(remove);
    const dialog = await ask();
    fireEvent.click(within(dialog).getByText('Remove').closest('button')!);
    expect(await screen.findByText('The thing is still in use')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('asked for')).toBeInTheDocument();
    expect(screen.queryByText('The things')).not.toBeInTheDocument();
  });
});
