import { Col, Row, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { ROLES, type OwnedFacility } from '@mk/contracts';
import { useLocale } from '@mk/i18n';
import { EntityForm, formFields, HALF_COLUMN, useFormKit } from '@mk/ui';
import { MESSAGES, staffUserCreateSchema, staffUserUpdateSchema } from '@mk/validators';
import { useFacilityOptions } from './facility-options';
import { FACILITY_FIELDS, type UserFormValues } from './user-form.values';

const { TextField, SelectField, MultiSelectField } = formFields<UserFormValues>();

const NO_FACILITIES = { clinics: [], pharmacies: [], centers: [] };
const FACILITY_LABELS = { clinic_ids: 'clinics', pharmacy_ids: 'pharmacies', center_ids: 'centers' } as const;

/** The three searchable multi-selects, for a person in charge only (ADMIN sees every facility anyway). */
function FacilityFields({ owned }: { owned: { clinics: OwnedFacility[]; pharmacies: OwnedFacility[]; centers: OwnedFacility[] } }) {
  const intl = useIntl();
  const { formik } = useFormKit<UserFormValues>();
  const options = useFacilityOptions(useLocale(), owned);
  const pic = formik.values.role === 'PIC';
  return (
    <>
      <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'users.form.facilitiesHint' })}</Typography.Paragraph>
      {pic && (
        <Row gutter={16}>
          {FACILITY_FIELDS.map((field) => (
            <Col key={field} xs={24} lg={8}>
              {/* No 'Select all': putting a PIC in charge of a facility takes it from its present PIC, so one click must never move every pharmacy of the marketplace. */}
              <MultiSelectField name={field} label={intl.formatMessage({ id: `users.form.fields.${FACILITY_LABELS[field]}` })} options={options[field]} selectAll={false} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}

export interface UserFormProps {
  mode: 'register' | 'update';
  initialValues: UserFormValues;
  /** The facilities the user has now (update), named even when beyond the lists' first page. */
  owned?: { clinics: OwnedFacility[]; pharmacies: OwnedFacility[]; centers: OwnedFacility[] };
  submitLabel: string;
  onSubmit: (values: UserFormValues) => Promise<void>;
}

/**
 * Create and edit a staff account: name, e-mail (create only: it is the sign-in name), role, and
 * for a person in charge their clinics, pharmacies and centers. Checked by the server's own schemas.
 */
export function UserForm({ mode, initialValues, owned = NO_FACILITIES, submitLabel, onSubmit }: UserFormProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: `users.form.fields.${id}` });
  const roles = ROLES.map((role) => ({ value: role, label: intl.formatMessage({ id: `users.roles.${role}` }) }));
  return (
    <EntityForm<UserFormValues>
      idPrefix="user"
      schema={mode === 'register' ? staffUserCreateSchema : staffUserUpdateSchema}
      initialValues={initialValues}
      sections={[
        {
          key: 'account',
          title: intl.formatMessage({ id: 'users.form.sections.account' }),
          fields: ['name', 'email', 'role'],
          body: (
            <Row gutter={16}>
              <Col {...HALF_COLUMN}>
                <TextField name="name" label={label('name')} required />
              </Col>
              {mode === 'register' && (
                <Col {...HALF_COLUMN}>
                  <TextField name="email" label={label('email')} type="email" dir="ltr" required />
                </Col>
              )}
              <Col {...HALF_COLUMN}>
                <SelectField name="role" label={label('role')} options={roles} required />
              </Col>
            </Row>
          ),
        },
        {
          key: 'facilities',
          title: intl.formatMessage({ id: 'users.form.sections.facilities' }),
          fields: FACILITY_FIELDS,
          body: <FacilityFields owned={owned} />,
        },
      ]}
      summary={() => MESSAGES.incomplete}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
    />
  );
}
