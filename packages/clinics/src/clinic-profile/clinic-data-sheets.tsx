import { Descriptions, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TaggedClinic } from '@mk/api';
import { IdCell, LinkCell, PhoneCell } from '@mk/ui';
import { cityLabel, clinicName, isBlank, specializationLabel, useLocale } from '../clinic-text';

type Item = NonNullable<DescriptionsProps['items']>[number];

/** The profile's read-only sheets (spec 1 section 2); a missing value shows its placeholder (NO BIO...). */
export function ClinicDataSheets({ clinic }: { clinic: TaggedClinic }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id: `clinics.profile.${id}` });

  const shown = (value: unknown, placeholder: string, render?: (text: string) => ReactNode): ReactNode =>
    isBlank(value) ? (
      <Typography.Text type="secondary">{t(`placeholders.${placeholder}`)}</Typography.Text>
    ) : (
      (render?.(String(value).trim()) ?? <bdi>{String(value).trim()}</bdi>)
    );
  const item = (key: string, children: ReactNode): Item => ({ key, label: t(`fields.${key}`), children });
  const available = (on: boolean | undefined) => t(on ? 'values.available' : 'values.notAvailable');
  const allowed = (on: boolean | undefined) => t(on ? 'values.allowed' : 'values.notAllowed');
  const name = clinicName(clinic, locale);

  const sheets: Array<{ key: string; items: Item[] }> = [
    {
      key: 'general',
      items: [
        item('name', shown(name, 'name')),
        item('id', <IdCell id={clinic.sys_id} />),
        item('bioAr', shown(clinic.clinic_bio, 'bio', (text) => <span dir="rtl">{text}</span>)),
        item('bioEn', shown(clinic.clinic_bio_en, 'bio', (text) => <span dir="ltr">{text}</span>)),
        item('specialization', shown(specializationLabel(clinic.specialization, locale), 'specialization')),
        item('license', shown(clinic.SCFHS_license_number, 'license')),
      ],
    },
    {
      key: 'contact',
      items: [
        item('website', shown(clinic.website, 'website', (text) => <LinkCell href={/^https?:\/\//.test(text) ? text : `https://${text}`}>{text}</LinkCell>)),
        item('phone', shown(clinic.contact_number, 'phone', (text) => <PhoneCell value={text} />)),
      ],
    },
    {
      key: 'appointments',
      items: [
        item('homecare', available(clinic.homecare_enabled)),
        item('walkin', available(clinic.walkin_enabled)),
        // Payments apply to walk-in visits only, so they show only with walk-in.
        ...(clinic.walkin_enabled ? [item('onlinePay', allowed(clinic.enable_online_pay)), item('clinicPay', allowed(clinic.enable_clinic_pay))] : []),
        item('sameDay', available(clinic.same_day_booking)),
      ],
    },
    {
      key: 'address',
      items: [
        item('city', shown(cityLabel(clinic.city, locale), 'city')),
        item('district', shown(clinic.address, 'address')),
        item('street', shown(clinic.street, 'street')),
      ],
    },
    {
      key: 'bank',
      items: [
        item('accountName', shown(clinic.account_name, 'accountName')),
        item('bankName', shown(clinic.bank_name, 'bankName')),
        item('accountNumber', shown(clinic.account_number, 'accountNumber')),
        item('iban', shown(clinic.IBAN_number, 'iban')),
      ],
    },
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {sheets.map((sheet) => (
        <section key={sheet.key} aria-labelledby={`clinic-sheet-${sheet.key}`} data-sheet={sheet.key}>
          <Typography.Title level={2} id={`clinic-sheet-${sheet.key}`} style={{ fontSize: 18 }}>
            {t(`sections.${sheet.key}`)}
          </Typography.Title>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={sheet.items} />
        </section>
      ))}
    </div>
  );
}
