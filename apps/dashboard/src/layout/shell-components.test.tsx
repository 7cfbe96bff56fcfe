import { App, Button } from 'antd';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { defineModule, pharmaciesOnly, type DomainModule } from '@mk/module-kit';
import { fakeApi, ok } from '@mk/module-kit/testing';
import { ordersModule } from '@mk/orders-realtime';
import type { OrderView } from '@mk/contracts';
import type { RealtimeSocket } from '@mk/session';
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

describe("the orders module's alarm in the dashboard", () => {
  it("rings 'New Order' on any page for a pharmacy user, with its sound control in the navbar, and its click opens the offer form", async () => {
    // A socket.io client the test feeds with server events.
    type Handler = (payload: unknown) => void;
    const handlers = new Map<string, Set<Handler>>();
    const socket: RealtimeSocket = {
      on(event: string, handler: Handler) {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)!.add(handler);
      },
      off(event: string, handler?: Handler) {
        if (handler) handlers.get(event)?.delete(handler);
      },
      disconnect: () => undefined,
      io: { on: () => undefined },
    };
    const receive = (event: string, payload?: unknown) => handlers.get(event)?.forEach((handler) => handler(payload));
    const order: OrderView = {
      sys_id: 'order-12345678',
      product_type: 'ATTACHMENT',
      product_id: null,
      image_url: 'https://media.example.com/rx.jpg',
      lat: 24.71,
      lng: 46.67,
      createdAt: new Date().toISOString(),
      delivery_state: 'WAITING',
      patient: { name: 'Nora', phone: '0500000001' },
      seconds_left: 250,
      pharmacy_ids: ['ph1'],
      accepted_pharmacy_id: null,
      address: 'Al Olaya, Riyadh',
    };
    // The alarm holds the incoming list for the session (it names our live offers).
    fakeApi({ getOrder: ok(order), getIncomingOrders: ok({ count: 0, rows: [] }) });
    renderApp('/monitoring', { user: pic, modules: [ordersModule], realtime: () => socket });
    expect(await screen.findByText('This is Monitoring page')).toBeInTheDocument();
    // Its sound control sits in the navbar.
    const control = await screen.findByRole('button', { name: 'New order sound: on' });
    expect(control.closest('.mk-navbar')).not.toBeNull();
    act(() => receive('connect'));
    // The alarm's chunk loads after the shell: wait until it listens.
    await waitFor(() => expect(handlers.get('new_order')?.size).toBeGreaterThan(0));
    act(() => receive('new_order', { sys_id: 'order-12345678', pharmacy_ids: ['ph1'] }));
    fireEvent.click(await screen.findByText('New Order'));
    expect(await screen.findByRole('heading', { name: 'Make Price Offer' })).toBeInTheDocument();
  });
});
