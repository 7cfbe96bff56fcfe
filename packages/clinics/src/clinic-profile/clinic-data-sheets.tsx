import type { TaggedClinic } from '@mk/api';
import { DataSheets, IdCell, LinkCell, PhoneCell, useSheetRows } from '@mk/ui';
import { cityLabel, clinicName, specializationLabel, useLocale } from '../clinic-text';

/** The profile's read-only sheets (spec 1 section 2); a missing value shows its placeholder (NO BIO...). */
export function ClinicDataSheets({ clinic }: { clinic: TaggedClinic }) {
  const locale = useLocale();
  const { item, shown, available, allowed } = useSheetRows('clinics.profile');
  const website = (text: string) => <LinkCell href={/^https?:\/\//.test(text) ? text : `https://${text}`}>{text}</LinkCell>;

  const sheets = [
    {
      key: 'general',
      items: [
        item('name', shown(clinicName(clinic, locale), 'name')),
        item('id', <IdCell id={clinic.sys_id} />),
        item('bioAr', shown(clinic.clinic_bio, 'bio', (text) => <span dir="rtl">{text}</span>)),
        item('bioEn', shown(clinic.clinic_bio_en, 'bio', (text) => <span dir="ltr">{text}</span>)),
        item('specialization', shown(specializationLabel(clinic.specialization, locale), 'specialization')),
        item('license', shown(clinic.SCFHS_license_number, 'license')),
      ],
    },
    {
      key: 'contact',
      items: [item('website', shown(clinic.website, 'website', website)), item('phone', shown(clinic.contact_number, 'phone', (text) => <PhoneCell value={text} />))],
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
      items: [item('city', shown(cityLabel(clinic.city, locale), 'city')), item('district', shown(clinic.address, 'address')), item('street', shown(clinic.street, 'street'))],
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

  return <DataSheets prefix="clinics.profile" idPrefix="clinic" sheets={sheets} />;
}
