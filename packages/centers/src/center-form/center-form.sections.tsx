import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import { CENTER_TYPES } from '@mk/contracts';
import { PicField, type PicChoice } from '@mk/module-kit';
import { FlagList, formFields, HALF_COLUMN } from '@mk/ui';
import { centerTypeLabel, useLocale } from '../center-text';
import type { CenterFormValues } from './center-form.values';

const { NumberField, SelectField, BilingualField, FlagField, AtLeastOneFlags } = formFields<CenterFormValues>();

/** The form's words for a field: `centers.form.fields.<key>`. */
export const useFieldLabel = () => {
  const intl = useIntl();
  return (id: string) => intl.formatMessage({ id: `centers.form.fields.${id}` });
};

/** Names, person in charge (ADMIN on register), type, specialization, license, bios, home care and the payment switches. */
export function GeneralSection({ pic }: { pic?: PicChoice }) {
  const label = useFieldLabel();
  const locale = useLocale();
  return (
    <>
      <BilingualField en="center_name" ar="center_name_arabic" labels={{ en: label('name'), ar: label('nameAr') }} required />
      <Row gutter={16}>
        <PicField pic={pic} label={label('pic')} />
        <Col {...HALF_COLUMN}>
          <SelectField name="center_type" label={label('type')} required options={CENTER_TYPES.map((value) => ({ value, label: centerTypeLabel(value, locale) }))} />
        </Col>
        <Col {...HALF_COLUMN}>
          <NumberField name="SCFHS_license_number" label={label('license')} required integer />
        </Col>
      </Row>
      <BilingualField en="specialization" ar="specialization_arabic" labels={{ en: label('specialization'), ar: label('specializationAr') }} />
      <BilingualField en="center_bio" ar="center_bio_ar" labels={{ en: label('bioEn'), ar: label('bioAr') }} required multiline />
      <FlagList>
        <FlagField name="homecare_enabled" label={label('homecare')} />
        {/* Spec 3 section 4: center pay and online pay are never both off. */}
        <AtLeastOneFlags
          flags={[
            { name: 'online_pay', label: label('onlinePay') },
            { name: 'center_pay', label: label('centerPay') },
          ]}
        />
      </FlagList>
    </>
  );
}
