import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Input, Row } from 'antd';
import { getIn } from 'formik';
import { useIntl } from 'react-intl';
import { FieldItem, useFormKit, useInputA11y } from '@mk/ui';
import { blankItem, type OfferFormValues, type OfferItemValues } from './offer-values';

/** One input of a medicine row, bound to `items[index].field`. */
function ItemInput({ index, field, numeric }: { index: number; field: keyof OfferItemValues; numeric?: 'decimal' | 'numeric' }) {
  const intl = useIntl();
  const { formik } = useFormKit<OfferFormValues>();
  const name = `items[${index}].${field}`;
  const a11y = useInputA11y(name, true);
  return (
    <FieldItem name={name} label={intl.formatMessage({ id: `orders.offer.fields.${field}` })} required>
      <Input
        {...a11y}
        name={name}
        value={getIn(formik.values, name) as string}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        inputMode={numeric}
        dir={numeric ? 'ltr' : 'auto'}
        autoComplete="off"
      />
    </FieldItem>
  );
}

/**
 * The medicine rows of an offer: name, price and quantity each; rows are added and removed freely,
 * and removing the last leaves the list empty so the schema can say 'Must add at least one
 * medicine to deliver'.
 */
export function OfferItems() {
  const intl = useIntl();
  const { formik, errors, describe } = useFormKit<OfferFormValues>();
  const items = formik.values.items;
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `orders.offer.${id}` }, values);
  const setItems = (next: OfferItemValues[]) => {
    void formik.setFieldValue('items', next);
    // Row messages follow their rows: forget which fields were left, so a new row starts clean.
    void formik.setFieldTouched('items', false, false);
  };
  const listError = errors.items && (formik.submitCount > 0 || items.length === 0) ? describe(errors.items) : null;

  return (
    <>
      {items.map((_, index) => (
        <fieldset key={index} data-item={index} style={{ border: 'none', margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: 14, marginBlockEnd: 4 }}>{t('item', { n: index + 1 })}</legend>
          <Row gutter={12} align="bottom" wrap>
            <Col xs={24} md={10}>
              <ItemInput index={index} field="name" />
            </Col>
            <Col xs={12} md={6}>
              <ItemInput index={index} field="price" numeric="decimal" />
            </Col>
            <Col xs={8} md={5}>
              <ItemInput index={index} field="quantity" numeric="numeric" />
            </Col>
            <Col xs={4} md={3} style={{ paddingBlockEnd: 24 }}>
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('removeItem', { n: index + 1 })}
                onClick={() => setItems(items.filter((__, other) => other !== index))}
              />
            </Col>
          </Row>
        </fieldset>
      ))}
      {listError && <Alert type="error" showIcon role="alert" title={listError} style={{ marginBlockEnd: 12 }} />}
      <Button icon={<PlusOutlined aria-hidden />} onClick={() => setItems([...items, blankItem()])}>
        {t('addItem')}
      </Button>
    </>
  );
}
