import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Procedure } from '@mk/contracts';
import { useGetCriteriaQuery } from '@mk/api';
import { localizedName } from '@mk/i18n';
import { MESSAGES, procedureSchema } from '@mk/validators';
import { EntityForm, formFields } from '@mk/ui';
import { useLocale } from '../procedure-paths';

/** The fields of the procedure forms: both names and the chosen criterion ids. */
export type ProcedureFormValues = Omit<Procedure, 'sys_id'>;

const { BilingualField, MultiSelectField } = formFields<ProcedureFormValues>();

export const emptyProcedureValues = (): ProcedureFormValues => ({ name: '', arabic_name: '', criteria: [] });

/** The body of create and update: names trimmed, the criteria as chosen. */
export const procedurePayload = (values: ProcedureFormValues): ProcedureFormValues =>
  procedureSchema.cast(values, { stripUnknown: true }) as ProcedureFormValues;

export interface ProcedureFormProps {
  initialValues: ProcedureFormValues;
  submitLabel: string;
  onSubmit: (values: ProcedureFormValues) => Promise<void>;
}

/**
 * The create and update form of a procedure (spec 3 section 2): English and Arabic names and the
 * criteria (several, with Select all), each named in the user's language. A failed submit says
 * 'Please fill all required fields'.
 */
export function ProcedureForm({ initialValues, submitLabel, onSubmit }: ProcedureFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const criteria = useGetCriteriaQuery();
  const label = (id: string) => intl.formatMessage({ id: `procedures.form.fields.${id}` });
  const options = useMemo(
    () => (criteria.data ?? []).map((criterion) => ({ value: criterion.sys_id, label: localizedName(locale, criterion.name, criterion.arabic_name) })),
    [criteria.data, locale],
  );

  return (
    <EntityForm<ProcedureFormValues>
      idPrefix="procedure"
      schema={procedureSchema}
      initialValues={initialValues}
      sections={[
        {
          key: 'general',
          title: intl.formatMessage({ id: 'procedures.form.sections.general' }),
          fields: ['name', 'arabic_name', 'criteria'],
          body: (
            <>
              <BilingualField en="name" ar="arabic_name" labels={{ en: label('name'), ar: label('nameAr') }} required />
              <MultiSelectField name="criteria" label={label('criteria')} required options={options} placeholder={label('criteriaPlaceholder')} />
            </>
          ),
        },
      ]}
      summary={() => MESSAGES.required}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
    />
  );
}
