import { useIntl } from 'react-intl';
import { DELIVERY_STATES } from '@mk/contracts';
import { RecordHistoryButton, type RecordHistoryProps } from '@mk/module-kit';
import { shortId } from './order-text';

/** An order's fields as the history names them (the patient placing it, a pharmacy moving its delivery). */
const FIELD = (key: string) => `orders.history.fields.${key}`;
export const ORDER_FIELD_LABELS: Readonly<Record<string, string>> = {
  product_type: FIELD('productType'),
  product_id: FIELD('prescription'),
  pharmacies: FIELD('pharmacies'),
  delivery_state: FIELD('deliveryState'),
};

/** The delivery's steps by the tracker's words, what was ordered by the card's. */
export const ORDER_VALUE_LABELS: NonNullable<RecordHistoryProps['valueLabels']> = {
  delivery_state: Object.fromEntries(DELIVERY_STATES.map((state) => [state, `orders.tracker.states.${state}`])),
  product_type: { PRESCRIPTION: 'orders.prescription.open', ATTACHMENT: 'orders.prescription.photo' },
};

/** The pharmacies an order was sent to, by their number: a list of ids tells the reader nothing. */
export const ORDER_VALUE_FORMATS: NonNullable<RecordHistoryProps['valueFormats']> = {
  pharmacies: (value, intl) => (Array.isArray(value) ? intl.formatMessage({ id: 'orders.history.pharmacyCount' }, { count: value.length }) : undefined),
};

/**
 * An order's History (issue 29): when the patient placed it and each step of its delivery, in a
 * drawer. The server lets ADMIN read any order's, a pharmacy's PIC only those their pharmacy won.
 */
export function OrderHistoryButton({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `orders.history.${id}` }, { id: shortId(orderId) });
  return (
    <RecordHistoryButton
      entityType="order"
      id={orderId}
      label={t('label')}
      title={t('title')}
      fieldLabels={ORDER_FIELD_LABELS}
      valueLabels={ORDER_VALUE_LABELS}
      valueFormats={ORDER_VALUE_FORMATS}
    />
  );
}
