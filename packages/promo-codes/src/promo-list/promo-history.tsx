import { useIntl } from 'react-intl';
import { DATE_PATTERN, formatInRiyadh, localizedName, useLocale } from '@mk/i18n';
import { RecordHistoryButton, type RecordHistoryProps } from '@mk/module-kit';
import { PROMO_ENTITY_TYPE_LABELS, type PromoCode } from '../contract';
import { discountPercent } from './promo-columns';

/** A promo code's fields as the history names them, with the list's column titles (and the beneficiary's names). */
const COLUMN = (key: string) => `promoCodes.list.columns.${key}`;
export const PROMO_FIELD_LABELS: Readonly<Record<string, string>> = {
  promo_code: COLUMN('code'),
  end_date: COLUMN('endDate'),
  discount: COLUMN('discount'),
  entity_type: COLUMN('entityType'),
  entity_id: COLUMN('entity'),
  entity_name: 'promoCodes.history.fields.entityName',
  entity_name_ar: 'promoCodes.history.fields.entityNameAr',
};

/** The values as the list shows them: the stored fraction as a percentage, the last valid day on Riyadh's calendar. */
export const PROMO_VALUE_FORMATS: NonNullable<RecordHistoryProps['valueFormats']> = {
  discount: (value, intl) =>
    typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
      ? intl.formatMessage({ id: 'promoCodes.list.discount' }, { percent: String(discountPercent(value)) })
      : undefined,
  end_date: (value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatInRiyadh(value, DATE_PATTERN) : undefined),
};

const PROMO_VALUE_LABELS = { entity_type: PROMO_ENTITY_TYPE_LABELS };

/** A row's History: who created the code and with what (issue 29), in a drawer; the list is ADMIN's, and so is this. */
export function PromoHistoryButton({ code }: { code: PromoCode }) {
  const intl = useIntl();
  const beneficiary = localizedName(useLocale(), code.entity_name, code.entity_name_ar);
  const words = { code: code.promo_code, name: beneficiary };
  const text = (id: string) => intl.formatMessage({ id: `promoCodes.history.${id}${beneficiary ? 'For' : ''}` }, words);
  return (
    <RecordHistoryButton
      entityType="promo_code"
      id={code.sys_id}
      label={text('label')}
      title={text('title')}
      fieldLabels={PROMO_FIELD_LABELS}
      valueLabels={PROMO_VALUE_LABELS}
      valueFormats={PROMO_VALUE_FORMATS}
    />
  );
}
