import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { getIn } from 'formik';
import { loginSchema, MESSAGES, offerSchema } from '@mk/validators';
import { renderIn, text } from '../test-providers';
import { blankValues, FieldItem, formFields, keepOneOn, useFormKit, useInputA11y, valuesFromRecord } from '../form';
import { EntityForm } from './entity-form';

interface Values {
  email: string;
  password: string;
  online: boolean;
  clinic: boolean;
}

const { TextField, AtLeastOneFlags } = formFields<Values>();

function renderForm(onSubmit = jest.fn(() => Promise.resolve()), hold = false) {
  renderIn(
    'en',
    <EntityForm<Values>
      idPrefix="login"
      schema={loginSchema}
      initialValues={{ email: '', password: '', online: true, clinic: false }}
      sections={[
        {
          key: 'account',
          title: 'Account',
          fields: ['email', 'password'],
          body: (
            <>
              <TextField name="email" label="Email" required />
              <TextField name="password" label="Password" type="password" required />
              <AtLeastOneFlags flags={[{ name: 'online', label: 'Online' }, { name: 'clinic', label: 'Clinic' }]} />
            </>
          ),
        },
      ]}
      summary={() => MESSAGES.required}
      holdSubmitUntilValid={hold}
      submitLabel="Send"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const section = () => document.querySelector('[data-section="account"]')!;

describe('EntityForm', () => {
  it("shows a field's message once it is left, and says whether its section is complete", async () => {
    renderForm();
    await waitFor(() => expect(section()).toHaveAttribute('data-valid', 'false'));
    expect(section()).toHaveTextContent(text('en', 'ui.formSection.invalid'));
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'sara@' } });
    expect(screen.queryByText('Invalid Email')).not.toBeInTheDocument();
    fireEvent.blur(email);
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('id', 'login-email');
  });

  it('shows every message and the summary on a submit that fails, and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByText('Send').closest('button')!);
    await waitFor(() => expect(document.querySelector('.ant-alert')).toHaveTextContent('Please fill all required fields'));
    expect(screen.getAllByText('Please fill all required fields')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says why a held button is disabled, and shows every missing field on request, focusing the first', async () => {
    const onSubmit = renderForm(undefined, true);
    expect(await screen.findByText('Send becomes available once every section is complete.')).toBeInTheDocument();
    expect(screen.getByText('Send').closest('button')).toHaveAttribute('aria-describedby', 'login-held-hint');
    expect(screen.queryByText('Please fill all required fields')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show what is missing' }));
    await waitFor(() => expect(screen.getAllByText('Please fill all required fields')).toHaveLength(2));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sara@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show what is missing' })).not.toBeInTheDocument());
  });

  it('sends the values through Formik once they pass, and holds the button until then when asked', async () => {
    const onSubmit = renderForm(undefined, true);
    const send = screen.getByText('Send').closest('button')!;
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sara@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(screen.getByLabelText('Online'));
    expect(screen.getByLabelText('Clinic')).toBeChecked();
    fireEvent.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'sara@example.com', password: 'secret', online: false, clinic: true }, expect.anything()));
  });
});

describe('form values', () => {
  it('keep one flag of a group on', () => {
    expect(keepOneOn({ a: true, b: false }, ['a', 'b'], 'a', false)).toEqual({ a: false, b: true });
    expect(keepOneOn({ a: true, b: true }, ['a', 'b'], 'a', false)).toEqual({ a: false, b: true });
    expect(keepOneOn({ a: false, b: true }, ['a', 'b'], 'a', true)).toEqual({ a: true, b: true });
  });

  it('turn a record into text and flags', () => {
    const empty = blankValues(['name', 'fee'] as const, ['on'] as const);
    expect(empty).toEqual({ name: '', fee: '', on: false });
    expect(valuesFromRecord({ name: null, fee: 150, on: 'yes' }, ['name', 'fee'], ['on'], empty)).toEqual({ name: '', fee: '150', on: false });
  });
});

describe('EntityForm with a list field', () => {
  interface Row {
    name: string;
    price: string;
    quantity: string;
  }
  interface Offer {
    pharmacy_id: string;
    order_id: string;
    items: Row[];
    delivery_price: string;
    time_to_deliver: string;
  }

  /** The first row's name, bound by its path as a list's rows are. */
  function FirstRowName() {
    const { formik } = useFormKit<Offer>();
    const name = 'items[0].name';
    return (
      <FieldItem name={name} label="Medicine">
        <Input {...useInputA11y(name, true)} name={name} value={getIn(formik.values, name) as string} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </FieldItem>
    );
  }

  const renderOffer = (submitDisabled: boolean) =>
    renderIn(
      'en',
      <EntityForm<Offer>
        idPrefix="offer"
        schema={offerSchema}
        initialValues={{ pharmacy_id: 'p1', order_id: 'o1', items: [{ name: '', price: '5', quantity: '1' }], delivery_price: '0', time_to_deliver: '30' }}
        sections={[{ key: 'items', title: 'Medicines', fields: ['items'], body: <FirstRowName /> }]}
        summary={() => MESSAGES.required}
        submitDisabled={submitDisabled}
        submitLabel="Send"
        onSubmit={() => Promise.resolve()}
      />,
    );

  it("counts a row's message for the list's section, and shows it once the row's field is left", async () => {
    renderOffer(false);
    const items = () => document.querySelector('[data-section="items"]')!;
    await waitFor(() => expect(items()).toHaveAttribute('data-valid', 'false'));
    const medicine = screen.getByLabelText('Medicine');
    fireEvent.blur(medicine);
    expect(await screen.findByText('Make Sure to fill all fields')).toBeInTheDocument();
    fireEvent.change(medicine, { target: { value: 'Panadol' } });
    await waitFor(() => expect(items()).toHaveAttribute('data-valid', 'true'));
    expect(screen.getByText('Send').closest('button')).toBeEnabled();
  });

  it('keeps submit disabled when told, whatever the values', async () => {
    renderOffer(true);
    fireEvent.change(screen.getByLabelText('Medicine'), { target: { value: 'Panadol' } });
    await waitFor(() => expect(document.querySelector('[data-section="items"]')).toHaveAttribute('data-valid', 'true'));
    expect(screen.getByText('Send').closest('button')).toBeDisabled();
  });
});
