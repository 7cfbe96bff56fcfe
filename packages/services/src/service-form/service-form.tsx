import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import { MEDICAL_SERVICE_TYPES } from '@mk/contracts';
import { MESSAGES, serviceCreateSchema, serviceSchema } from '@mk/validators';
import { EntityForm, formFields, HALF_COLUMN, type FieldOption } from '@mk/ui';
import { serviceTypeLabel, useLocale } from '../service-text';
import type { ServiceFormValues } from './service-form.values';

const { MultiSelectField, SelectField, BilingualField, NumberField } = formFields<ServiceFormValues>();

/** Create: the service's rules (spec 3 section 5) and at least one center. */
const createSchema = serviceSchema.shape({ center_ids: serviceCreateSchema.fields.center_ids });

export interface ServiceFormProps {
  initialValues: ServiceFormValues;
  /** The centers to choose among (create); without them the form has no center select (update: a service stays with its center). */
  centers?: { options: FieldOption[]; loading: boolean };
  submitLabel: string;
  onSubmit: (values: ServiceFormValues) => Promise<void>;
}

/**
 * The create and update form of a medical service (spec 3 sections 2 and 5): on create the centers
 * (several at once, with Select all), then type, English and Arabic names (at least 4 letters) and
 * the price in SAR (a number, sent as a whole number). A failed submit says 'Please fill all required fields'.
 */
export function ServiceForm({ initialValues, centers, submitLabel, onSubmit }: ServiceFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const label = (id: string) => intl.formatMessage({ id: `services.form.fields.${id}` });
  const types = MEDICAL_SERVICE_TYPES.map((value) => ({ value, label: serviceTypeLabel(value, locale) }));

  const body = (
    <>
      {centers && (
        <MultiSelectField name="center_ids" label={label('centers')} required options={centers.options} placeholder={label('centersPlaceholder')} />
      )}
      <Row gutter={16}>
        <Col {...HALF_COLUMN}>
          <SelectField name="type" label={label('type')} required options={types} />
        </Col>
        <Col {...HALF_COLUMN}>
          <NumberField name="price" label={label('price')} required integer />
        </Col>
      </Row>
      <BilingualField en="name" ar="name_ar" labels={{ en: label('name'), ar: label('nameAr') }} required />
    </>
  );

  return (
    <EntityForm<ServiceFormValues>
      idPrefix="service"
      schema={centers ? createSchema : serviceSchema}
      initialValues={initialValues}
      sections={[
        {
          key: 'general',
          title: intl.formatMessage({ id: 'services.form.sections.general' }),
          fields: ['center_ids', 'type', 'price', 'name', 'name_ar'],
          body,
        },
      ]}
      summary={() => MESSAGES.required}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
    />
  );
}
