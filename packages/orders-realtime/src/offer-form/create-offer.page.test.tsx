import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, choose, fill, ok, type } from '@mk/module-kit/testing';
import { makeOrder, MALAZ, OLAYA, onePharmacyPic, ORDER_ID, ordersServer, renderOrdersPage, twoPharmacyPic } from '../test/orders-test-kit';
import CreateOfferPage from './create-offer.page';

const renderOffer = (user = onePharmacyPic) =>
  renderOrdersPage(<CreateOfferPage />, { user, path: 'create-offer/:id', route: `/create-offer/${ORDER_ID}` });
const row = (index: number) => document.querySelector<HTMLElement>(`[data-item="${index}"]`)!;
/** Types into a field of medicine row `index` and leaves it. */
const typeInRow = (index: number, label: string, value: string) => {
  const field = within(row(index)).getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};
// Intl puts a no-break space between the currency and the amount.
const total = () => screen.getByTestId('offer-total').textContent?.replace(/\s/g, ' ');
const offerCreated = () => ok({ sys_id: 'of-1', order_id: ORDER_ID, pharmacy_id: OLAYA.sys_id, items: [], delivery_price: '10', time_to_deliver: 30, total_price: '44.00', status: 'live', createdAt: '' });

describe('Make Price Offer', () => {
  it('prefills the prescribed medicines, keeps the total live, sends the offer and goes back to Orders', async () => {
    const server = ordersServer({ handlers: { createOffer: offerCreated() } });
    const { router } = renderOffer();
    await waitFor(() => expect(row(1)).not.toBeNull());
    expect(within(row(0)).getByLabelText('Medicine name')).toHaveValue('Paracetamol');
    expect(within(row(1)).getByLabelText('Medicine name')).toHaveValue('Amoxicillin');
    expect(within(row(0)).getByLabelText('Quantity')).toHaveValue('1');
    expect(total()).toBe('Total: SAR 0.00');

    typeInRow(0, 'Price (SAR)', '12.5');
    typeInRow(0, 'Quantity', '2');
    expect(total()).toBe('Total: SAR 25.00');
    typeInRow(1, 'Price (SAR)', '3');
    typeInRow(1, 'Quantity', '3');
    fill('Delivery price (SAR)', '10');
    expect(total()).toBe('Total: SAR 44.00');
    fill('Delivery time (minutes)', '30');

    fireEvent.click(button('Send Offer'));
    expect(await screen.findByText('Offer sent successfully')).toBeInTheDocument();
    expect(server.callsTo('createOffer')[0].body).toEqual({
      pharmacy_id: OLAYA.sys_id,
      order_id: ORDER_ID,
      items: [
        { medicine_id: '11', name: 'Paracetamol', price: '12.5', quantity: '2' },
        { medicine_id: '12', name: 'Amoxicillin', price: '3', quantity: '3' },
      ],
      delivery_price: '10',
      time_to_deliver: '30',
      total_price: '44.00',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it("checks each row: 'Should be a Number' for a price, 'Make Sure to fill all fields' for a zero quantity, and sends nothing", async () => {
    const server = ordersServer({ order: makeOrder({ product_type: 'ATTACHMENT', product_id: null, image_url: 'https://media.example.com/rx.jpg' }) });
    renderOffer();
    await waitFor(() => expect(row(0)).not.toBeNull());
    expect(row(1)).toBeNull();
    expect(within(row(0)).getByLabelText('Medicine name')).toHaveValue('');

    typeInRow(0, 'Medicine name', 'Panadol');
    typeInRow(0, 'Price (SAR)', 'twelve');
    expect(await within(row(0)).findByText('Should be a Number')).toBeInTheDocument();
    typeInRow(0, 'Price (SAR)', '12');
    typeInRow(0, 'Quantity', '0');
    expect(await within(row(0)).findByText('Make Sure to fill all fields')).toBeInTheDocument();
    expect(within(row(0)).queryByText('Should be a Number')).toBeNull();
    type('Delivery time (minutes)', '20');

    fireEvent.click(button('Send Offer'));
    // Beside the quantity, and in the summary under the form.
    await waitFor(() => expect(screen.getAllByText('Make Sure to fill all fields')).toHaveLength(2));
    expect(server.callsTo('createOffer')).toHaveLength(0);
    expect(server.callsTo('getPrescription')).toHaveLength(0);
  });

  it("asks for a delivery time: 'Delivery time missing'", async () => {
    const server = ordersServer();
    renderOffer();
    await waitFor(() => expect(row(1)).not.toBeNull());
    typeInRow(0, 'Price (SAR)', '5');
    typeInRow(1, 'Price (SAR)', '5');
    fireEvent.click(button('Send Offer'));
    expect(await screen.findAllByText('Delivery time missing')).not.toHaveLength(0);
    expect(server.callsTo('createOffer')).toHaveLength(0);
  });

  it("needs at least one medicine: 'Must add at least one medicine to deliver'; Add medicine brings a row back", async () => {
    ordersServer();
    renderOffer();
    await waitFor(() => expect(row(1)).not.toBeNull());
    fireEvent.click(screen.getByLabelText('Remove medicine 2'));
    fireEvent.click(screen.getByLabelText('Remove medicine 1'));
    expect(await screen.findByText('Must add at least one medicine to deliver')).toBeInTheDocument();
    fireEvent.click(button('Add medicine'));
    await waitFor(() => expect(screen.queryByText('Must add at least one medicine to deliver')).toBeNull());
    expect(within(row(0)).getByLabelText('Medicine name')).toHaveValue('');
  });

  it("shows the server's refusal as given and keeps what was typed", async () => {
    ordersServer({
      handlers: {
        createOffer: {
          status: 409,
          body: { result: 'error', message: 'This pharmacy already has a live offer for this order', payload: null, code: 'offer.live_exists' },
        },
      },
    });
    const { router } = renderOffer();
    await waitFor(() => expect(row(1)).not.toBeNull());
    typeInRow(0, 'Price (SAR)', '5');
    typeInRow(1, 'Price (SAR)', '7');
    fill('Delivery time (minutes)', '45');
    fireEvent.click(button('Send Offer'));
    expect(await screen.findAllByText(/This pharmacy already has a live offer for this order/)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/create-offer/${ORDER_ID}`);
    expect(within(row(1)).getByLabelText('Price (SAR)')).toHaveValue('7');
    expect(screen.getByLabelText('Delivery time (minutes)')).toHaveValue('45');
  });

  it('offers the prescribed medicines as the choices of a row, and a substitute under its own name (issue 33)', async () => {
    const server = ordersServer({ handlers: { createOffer: offerCreated() } });
    renderOffer();
    await waitFor(() => expect(row(1)).not.toBeNull());
    // A prescribed medicine's name is the prescription's: shown, not typed.
    expect(within(row(0)).getByLabelText('Medicine name')).toHaveAttribute('readonly');
    // A row added by hand chooses among the prescribed medicines; nothing else can be named.
    fireEvent.click(button('Add medicine'));
    await waitFor(() => expect(row(2)).not.toBeNull());
    typeInRow(2, 'Price (SAR)', '4');
    fireEvent.click(button('Send Offer'));
    // Neither a prescribed medicine nor a substitute's name: both are asked for.
    await waitFor(() => expect(within(row(2)).getAllByText('Make Sure to fill all fields')).toHaveLength(2));
    fireEvent.mouseDown(within(row(2)).getByLabelText('Prescribed medicine'));
    expect(screen.getAllByTitle('Paracetamol').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByTitle('Amoxicillin').at(-1)!);
    await waitFor(() => expect(within(row(2)).getByLabelText('Medicine name')).toHaveValue('Amoxicillin'));
    // The first row becomes a generic substitute for Paracetamol, under the name typed.
    fireEvent.click(within(row(0)).getByLabelText(/Substitute/));
    expect(within(row(0)).getByLabelText('Medicine name')).toHaveValue('');
    typeInRow(0, 'Medicine name', 'Generic Acetaminophen');
    typeInRow(0, 'Price (SAR)', '2');
    typeInRow(1, 'Price (SAR)', '3');
    fill('Delivery time (minutes)', '20');
    fireEvent.click(button('Send Offer'));
    expect(await screen.findByText('Offer sent successfully')).toBeInTheDocument();
    expect(server.callsTo('createOffer')[0].body).toMatchObject({
      items: [
        { medicine_id: '11', substitute: true, name: 'Generic Acetaminophen', price: '2', quantity: '1' },
        { medicine_id: '12', name: 'Amoxicillin', price: '3', quantity: '1' },
        { medicine_id: '12', name: 'Amoxicillin', price: '4', quantity: '1' },
      ],
      time_to_deliver: '20',
    });
  });

  it('in Arabic: the choices are the prescribed medicines in Arabic where the prescription has them, the substitute option worded in Arabic', async () => {
    ordersServer();
    renderOrdersPage(<CreateOfferPage />, { user: onePharmacyPic, path: 'create-offer/:id', route: `/create-offer/${ORDER_ID}`, locale: 'ar' });
    await waitFor(() => expect(row(1)).not.toBeNull());
    expect(within(row(0)).getByLabelText('اسم الدواء')).toHaveValue('باراسيتامول');
    expect(within(row(1)).getByLabelText('اسم الدواء')).toHaveValue('Amoxicillin');
    expect(within(row(0)).getByLabelText(/^بديل/)).not.toBeChecked();
    expect(within(row(0)).getByLabelText('الدواء الموصوف')).toBeInTheDocument();
  });

  it('shows the time left, and disables Send Offer once the window has closed', async () => {
    ordersServer({ order: makeOrder({ seconds_left: 0 }) });
    renderOffer();
    expect(await screen.findByText('Offer window closed')).toBeInTheDocument();
    expect(screen.getByText('The five minutes to make an offer on this order have passed.')).toBeInTheDocument();
    await waitFor(() => expect(button('Send Offer')).toBeDisabled());
  });

  it('lets a user choose which of their pharmacies offers when the order went to several', async () => {
    // Listed by the server in another order than the user's: the user's first pharmacy is the default.
    const server = ordersServer({ order: makeOrder({ seconds_left: 200, pharmacy_ids: [MALAZ.sys_id, OLAYA.sys_id] }), handlers: { createOffer: offerCreated() } });
    renderOffer(twoPharmacyPic);
    await waitFor(() => expect(row(1)).not.toBeNull());
    // The time left counts down from the server's 200 s (a busy machine may show a second less).
    expect(screen.getByRole('timer')).toHaveTextContent(/^03:(20|1\d)$/);
    expect(screen.getByTitle('Al Olaya Pharmacy')).toBeInTheDocument();
    await choose('Offer from', 'Al Malaz Pharmacy');
    typeInRow(0, 'Price (SAR)', '5');
    typeInRow(1, 'Price (SAR)', '5');
    fill('Delivery time (minutes)', '15');
    fireEvent.click(button('Send Offer'));
    expect(await screen.findByText('Offer sent successfully')).toBeInTheDocument();
    expect(server.callsTo('createOffer')[0].body).toMatchObject({ pharmacy_id: MALAZ.sys_id, total_price: '10.00' });
  });

  it("says so when the order cannot be loaded ('Error: this order not found')", async () => {
    const server = ordersServer();
    server.use({ getOrder: { status: 404, body: { result: 'error', message: 'Error: this order not found', payload: null, code: 'order.not_found' } } });
    renderOffer();
    expect(await screen.findByText('The order could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Error: this order not found')).toBeInTheDocument();
  });
});
