import { App, Button } from 'antd';
import { fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { defineModule, pharmaciesOnly, type DomainModule } from '@mk/module-kit';
import { admin, pic, renderApp } from '../test/render-app';

/** A stand-in shell component that uses what the contract promises: antd's App context and the router. */
function Announcer() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  return (
    <Button
      onClick={() =>
        notification.info({ title: 'Hello from a module', actions: <Button onClick={() => navigate('/monitoring')}>Go</Button>, duration: 0 })
      }
    >
      Announce
    </Button>
  );
}

const announcing: DomainModule = defineModule({
  id: 'announcing',
  routes: [],
  nav: [],
  messages: { en: {}, ar: {} },
  shell: [{ lazy: async () => ({ default: Announcer }), visible: pharmaciesOnly }],
});

beforeEach(() => localStorage.clear());

describe("modules' shell components in the logged-in layout", () => {
  it('are mounted for the users they are meant for, with notifications and navigation at hand', async () => {
    renderApp('/', { user: pic, modules: [announcing] });
    fireEvent.click(await screen.findByRole('button', { name: 'Announce' }));
    expect(await screen.findByText('Hello from a module')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('This is Monitoring page')).toBeInTheDocument();
  });

  it('are left out for other users', async () => {
    renderApp('/', { user: admin, modules: [announcing] });
    expect(await screen.findByText('Adam Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Announce' })).not.toBeInTheDocument();
  });
});
