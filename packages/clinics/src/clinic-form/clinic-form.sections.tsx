import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import { PicField, type PicChoice } from '@mk/module-kit';
import { FlagList, formFields, HALF_COLUMN, useFormKit } from '@mk/ui';
import type { ClinicFormValues } from './clinic-form.values';
import { setWalkin } from './payment-flags';

const { NumberField, SpecializationField, BilingualField, FlagField, AtLeastOneFlags } = formFields<ClinicFormValues>();

/** The form's words for a field: `clinics.form.fields.<key>`. */
export const useFieldLabel = () => {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id: `clinics.form.fields.${id}` });
};

/** Names, person in charge (ADMIN on register), specialization, bios, license and the appointment flags. */
export function GeneralSection({ pic }: { pic?: PicChoice }) {
  const label = useFieldLabel();
  const { formik } = useFormKit<ClinicFormValues>();
  const { values } = formik;
  return (
    <>
      <BilingualField en="registered_clinic_name" ar="registered_clinic_name_arabic" labels={{ en: label('name'), ar: label('nameAr') }} required />
      <Row gutter={16}>
        <PicField pic={pic} label={label('pic')} />
        <Col {...HALF_COLUMN}>
          <SpecializationField name="specialization" label={label('specialization')} required />
        </Col>
        <Col {...HALF_COLUMN}>
          <NumberField name="SCFHS_license_number" label={label('license')} required integer />
        </Col>
      </Row>
      <BilingualField en="clinic_bio_en" ar="clinic_bio" labels={{ en: label('bioEn'), ar: label('bioAr') }} required multiline />
      <FlagList>
        <FlagField name="walkin_enabled" label={label('walkin')} onChange={(on) => void formik.setValues(setWalkin(values, on))} />
        {values.walkin_enabled && (
          <FlagList indent>
            <AtLeastOneFlags
              flags={[
                { name: 'enable_online_pay', label: label('onlinePay') },
                { name: 'enable_clinic_pay', label: label('clinicPay') },
              ]}
            />
          </FlagList>
        )}
        <FlagField name="homecare_enabled" label={label('homecare')} />
        <FlagField name="same_day_booking" label={label('sameDay')} />
      </FlagList>
    </>
  );
}
