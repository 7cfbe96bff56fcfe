import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Col, Input, Row, Select } from 'antd';
import { getIn } from 'formik';
import { useIntl } from 'react-intl';
import { FieldItem, useFormKit, useInputA11y } from '@mk/ui';
import { blankItem, type MedicineChoice, type OfferFormValues, type OfferItemValues } from './offer-values';

type TextField = 'name' | 'price' | 'quantity';

/** One input of a medicine row, bound to `items[index].field`; `readOnly` shows a prescribed medicine's own name. */
function ItemInput({ index, field, numeric, readOnly }: { index: number; field: TextField; numeric?: 'decimal' | 'numeric'; readOnly?: boolean }) {
  const intl = useIntl();
  const { formik } = useFormKit<OfferFormValues>();
  const name = `items[${index}].${field}`;
  const a11y = useInputA11y(name, !readOnly);
  return (
    <FieldItem name={name} label={intl.formatMessage({ id: `orders.offer.fields.${field}` })} required={!readOnly}>
      <Input
        {...a11y}
        name={name}
        value={getIn(formik.values, name) as string}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        readOnly={readOnly}
        inputMode={numeric}
        dir={numeric ? 'ltr' : 'auto'}
        autoComplete="off"
      />
    </FieldItem>
  );
}

/** The form item's bottom margin (24 px) and half of what the select (32 px) is taller than the checkbox line (22 px). */
const SUBSTITUTE_OFFSET = 24 + (32 - 22) / 2;

/**
 * What a row of a prescription's order offers: one of the prescribed medicines (the choices) and
 * whether it is a substitute for it (a generic for a brand), whose name is then typed. Choosing a
 * medicine writes its name into the row; ticking substitute empties it for the substitute's.
 */
function PrescribedChoice({ index, medicines }: { index: number; medicines: MedicineChoice[] }) {
  const intl = useIntl();
  const { formik } = useFormKit<OfferFormValues>();
  const t = (id: string) => intl.formatMessage({ id: `orders.offer.${id}` });
  const row = formik.values.items[index];
  const medicineName = `items[${index}].medicine_id`;
  const a11y = useInputA11y(medicineName, true);
  const setRow = (changes: Partial<OfferItemValues>) => void formik.setFieldValue(`items[${index}]`, { ...row, ...changes });
  const nameOf = (id: string) => medicines.find((medicine) => medicine.medicine_id === id)?.name ?? '';
  return (
    <>
      <Col xs={24} md={10}>
        <FieldItem name={medicineName} label={t('fields.medicine')} required>
          <Select<string>
            {...a11y}
            value={row.medicine_id || undefined}
            options={medicines.map((medicine) => ({ value: medicine.medicine_id, label: medicine.name }))}
            virtual={false}
            onChange={(id) => setRow({ medicine_id: id ?? '', name: row.substitute ? row.name : nameOf(id ?? '') })}
            onBlur={() => void formik.setFieldTouched(medicineName, true)}
          />
        </FieldItem>
      </Col>
      {/* Beside the select it qualifies, level with it (the row aligns to the bottom, above the item's 24 px margin). */}
      <Col xs={24} md={14} style={{ paddingBlockEnd: SUBSTITUTE_OFFSET }}>
        <Checkbox
          checked={row.substitute}
          onChange={(event) => setRow({ substitute: event.target.checked, name: event.target.checked ? '' : nameOf(row.medicine_id) })}
        >
          {t('fields.substitute')}
        </Checkbox>
      </Col>
    </>
  );
}

/**
 * The medicine rows of an offer: on a prescription's order (`medicines` given) each row chooses a
 * prescribed medicine or a substitute for one; otherwise the name is typed. Price and quantity each;
 * rows are added and removed freely, and removing the last leaves the list empty so the schema can
 * say 'Must add at least one medicine to deliver'.
 */
export function OfferItems({ medicines }: { medicines: MedicineChoice[] }) {
  const intl = useIntl();
  const { formik, errors, describe } = useFormKit<OfferFormValues>();
  const items = formik.values.items;
  const prescribed = medicines.length > 0;
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `orders.offer.${id}` }, values);
  const setItems = (next: OfferItemValues[]) => {
    void formik.setFieldValue('items', next);
    // Row messages follow their rows: forget which fields were left, so a new row starts clean.
    void formik.setFieldTouched('items', false, false);
  };
  const listError = errors.items && (formik.submitCount > 0 || items.length === 0) ? describe(errors.items) : null;

  return (
    <>
      {items.map((item, index) => (
        <fieldset key={index} data-item={index} style={{ border: 'none', margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: 14, marginBlockEnd: 4 }}>{t('item', { n: index + 1 })}</legend>
          <Row gutter={12} align="bottom" wrap>
            {prescribed && <PrescribedChoice index={index} medicines={medicines} />}
            <Col xs={24} md={10}>
              <ItemInput index={index} field="name" readOnly={prescribed && !item.substitute} />
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
