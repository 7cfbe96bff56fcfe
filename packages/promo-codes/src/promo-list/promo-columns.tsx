import type { TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import { type Locale } from '@mk/contracts';
import { PROMO_ENTITY_TYPE_LABELS, type PromoCode } from '../contract';
import { DATE_PATTERN, formatInRiyadh, localizedName, useLocale } from '@mk/i18n';
import { idColumn, IdCell, TextCell } from '@mk/ui';

/** The stored fraction as the percentage the product shows: 0.15 is 15 (no float noise: 0.07 is 7). */
export function discountPercent(fraction: number | string): number {
  return Math.round(Number(fraction) * 10000) / 100;
}

/** The entity type in the user's language; an unknown type as sent. */
export function entityTypeLabel(type: string, locale: Locale): string {
  return PROMO_ENTITY_TYPE_LABELS[type as keyof typeof PROMO_ENTITY_TYPE_LABELS]?.[locale] ?? type;
}

/** The last day the code is valid: the server stores the end of that day in Riyadh. */
function ExpirationCell({ value }: { value: string }) {
  const valid = value && !Number.isNaN(Date.parse(value));
  return <TextCell value={valid ? <bdi>{formatInRiyadh(value, DATE_PATTERN)}</bdi> : null} />;
}

function DiscountCell({ fraction }: { fraction: number | string }) {
  const intl = useIntl();
  // Digits and the sign read left to right in both languages.
  return <bdi dir="ltr">{intl.formatMessage({ id: 'promoCodes.list.discount' }, { percent: String(discountPercent(fraction)) })}</bdi>;
}

/** The beneficiary's id and, when it has one, its name (clinic, physician, package title) in the user's language. */
function BeneficiaryCell({ code }: { code: PromoCode }) {
  const name = localizedName(useLocale(), code.entity_name, code.entity_name_ar);
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      {name && <bdi>{name}</bdi>}
      <IdCell id={code.entity_id} />
    </span>
  );
}

/** ID, Promo Code, Expiration Date, Discount, Applied to, Beneficiary ID (spec 3 section 2). */
export function promoColumns(locale: Locale): TableColumnsType<PromoCode> {
  return [
    idColumn((code: PromoCode) => code.sys_id),
    { key: 'code', render: (_, code) => <bdi>{code.promo_code}</bdi> },
    { key: 'endDate', render: (_, code) => <ExpirationCell value={code.end_date} /> },
    { key: 'discount', render: (_, code) => <DiscountCell fraction={code.discount} /> },
    { key: 'entityType', render: (_, code) => entityTypeLabel(code.entity_type, locale) },
    { key: 'entity', render: (_, code) => <BeneficiaryCell code={code} /> },
  ];
}
