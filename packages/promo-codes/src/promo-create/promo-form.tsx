import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@mk/i18n';
import type { FieldErrors } from '@mk/validators';
import { PROMO_ENTITY_TYPES, PROMO_MESSAGES, promoCodeSchema } from '../contract';
import { EntityForm, formFields, type AutocompleteOption } from '@mk/ui';
import { entityTypeLabel } from '../promo-list/promo-columns';
import { EntityField } from './entity-field';
import type { PromoFormValues } from './promo-form.values';

const { TextField, NumberField, DateField, SelectField } = formFields<PromoFormValues>();

/** A missing field says the spec's 'Make sure you fill out all required fields'; otherwise the first rule broken. */
function summary(errors: FieldErrors) {
  const messages = Object.values(errors);
  return messages.find((message) => message.id === PROMO_MESSAGES.promoRequired.id) ?? messages[0] ?? PROMO_MESSAGES.promoRequired;
}

export interface PromoFormProps {
  initialValues: PromoFormValues;
  /** The names of the chosen entities, by id. */
  names: Record<string, string>;
  onNames: (chosen: AutocompleteOption[]) => void;
  onSubmit: (values: PromoFormValues) => Promise<void>;
}

/**
 * The create-promo-code form (spec 3 sections 2 and 5): code (5 to 10 characters), discount (1 to
 * 100 %), expiration date (in the future), what it applies to and, unless EMERGENCY, the entities.
 */
export function PromoForm({ initialValues, names, onNames, onSubmit }: PromoFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const label = (id: string) => intl.formatMessage({ id: `promoCodes.form.fields.${id}` });
  const types = useMemo(() => PROMO_ENTITY_TYPES.map((type) => ({ value: type, label: entityTypeLabel(type, locale) })), [locale]);

  return (
    <EntityForm<PromoFormValues>
      idPrefix="promo"
      schema={promoCodeSchema}
      initialValues={initialValues}
      sections={[
        {
          key: 'general',
          title: intl.formatMessage({ id: 'promoCodes.form.sections.general' }),
          fields: ['promo_code', 'discount', 'end_date', 'entity_type', 'entity_ids'],
          body: (
            <>
              <TextField name="promo_code" label={label('code')} required dir="ltr" />
              <NumberField name="discount" label={label('discount')} required />
              <DateField name="end_date" label={label('endDate')} required />
              <SelectField name="entity_type" label={label('entityType')} required options={types} placeholder={label('entityTypePlaceholder')} />
              <EntityField names={names} onNames={onNames} />
            </>
          ),
        },
      ]}
      summary={summary}
      submitLabel={intl.formatMessage({ id: 'promoCodes.create.submit' })}
      onSubmit={onSubmit}
    />
  );
}
