import { Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatSAR } from '@mk/i18n';
import { EntityForm, formFields, useFormKit, type FieldOption } from '@mk/ui';
import { offerSchemaFor, type FieldErrors, type MessageDescriptor } from '@mk/validators';
import { useLocale } from '../shared/order-text';
import { OfferItems } from './offer-items';
import { offerTotalOf, type MedicineChoice, type OfferFormValues } from './offer-values';

const { NumberField, SelectField } = formFields<OfferFormValues>();

/** The live total: delivery price plus Σ price × quantity, in SAR with two decimals, as typed. */
function OfferTotal() {
  const intl = useIntl();
  const locale = useLocale();
  const { formik } = useFormKit<OfferFormValues>();
  return (
    <Typography.Title level={3} style={{ fontSize: 18, marginBlock: 0 }} aria-live="polite" data-testid="offer-total">
      {intl.formatMessage({ id: 'orders.offer.total' })}: <bdi>{formatSAR(offerTotalOf(formik.values), locale)}</bdi>
    </Typography.Title>
  );
}

export interface OfferFormProps {
  initialValues: OfferFormValues;
  /** The user's pharmacies the order went to; a choice shows only when there are several. */
  pharmacies: FieldOption[];
  /** The prescription's medicines, the choices of each row; empty for a photo's order (free names). */
  medicines: MedicineChoice[];
  /** The offer window has closed: nothing can be sent. */
  closed: boolean;
  onSubmit: (values: OfferFormValues) => Promise<void>;
}

/**
 * Make Price Offer (spec 2 sections 2 and 5): medicine rows, delivery price and time, the live
 * total, checked by the server's own schema (`offerSchema`, told whether the order is a
 * prescription's), so the messages are the spec's.
 */
export function OfferForm({ initialValues, pharmacies, medicines, closed, onSubmit }: OfferFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `orders.offer.${id}` });
  // The first problem in the form's order: no medicine, an incomplete row, the delivery time...
  const prescribed = medicines.length > 0;
  const schema = useMemo(() => offerSchemaFor({ prescribed }), [prescribed]);
  const summary = (errors: FieldErrors): MessageDescriptor => Object.values(errors)[0] ?? { id: 'orders.offer.fixErrors' };

  return (
    <EntityForm<OfferFormValues>
      idPrefix="offer"
      schema={schema}
      initialValues={initialValues}
      summary={summary}
      submitDisabled={closed}
      submitLabel={t('submit')}
      onSubmit={onSubmit}
      sections={[
        { key: 'items', title: t('sections.items'), fields: ['items'], body: <OfferItems medicines={medicines} /> },
        {
          key: 'delivery',
          title: t('sections.delivery'),
          fields: ['pharmacy_id', 'delivery_price', 'time_to_deliver'],
          body: (
            <>
              {pharmacies.length > 1 && <SelectField name="pharmacy_id" label={t('fields.pharmacy')} options={pharmacies} required />}
              <NumberField name="delivery_price" label={t('fields.deliveryPrice')} />
              <NumberField name="time_to_deliver" label={t('fields.deliveryTime')} integer required />
              <OfferTotal />
            </>
          ),
        },
      ]}
    />
  );
}
