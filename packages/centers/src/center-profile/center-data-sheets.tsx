import type { Center } from '@mk/contracts';
import { DataSheets, IdCell, LinkCell, PhoneCell, useSheetRows } from '@mk/ui';
import { centerTypeLabel, cityLabel, useLocale } from '../center-text';

/**
 * The profile's read-only sheets (spec 3 section 2): General, Contact, Services, Address and Bank;
 * a missing value shows its placeholder (NO WEBSITE...).
 */
export function CenterDataSheets({ center }: { center: Center }) {
  const locale = useLocale();
  const { item, shown, available, allowed } = useSheetRows('centers.profile');
  const website = (text: string) => <LinkCell href={/^https?:\/\//.test(text) ? text : `https://${text}`}>{text}</LinkCell>;
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const rtl = (text: string) => <span dir="rtl">{text}</span>;

  const sheets = [
    {
      key: 'general',
      items: [
        item('name', shown(center.center_name, 'name', (text) => <span dir="ltr">{text}</span>)),
        item('nameAr', shown(center.center_name_arabic, 'name', rtl)),
        item('type', shown(centerTypeLabel(center.center_type, locale), 'type')),
        item('id', <IdCell id={center.sys_id} />),
        item('bioEn', shown(center.center_bio, 'bio', (text) => <span dir="ltr">{text}</span>)),
        item('bioAr', shown(center.center_bio_ar, 'bio', rtl)),
        item('specialization', shown(locale === 'ar' ? center.specialization_arabic || center.specialization : center.specialization, 'specialization')),
        item('license', shown(center.SCFHS_license_number, 'license', ltr)),
      ],
    },
    {
      key: 'contact',
      items: [item('website', shown(center.website, 'website', website)), item('phone', shown(center.contact_number, 'phone', (text) => <PhoneCell value={text} />))],
    },
    {
      key: 'services',
      items: [item('homecare', available(center.homecare_enabled)), item('onlinePay', allowed(center.online_pay)), item('centerPay', allowed(center.center_pay))],
    },
    {
      key: 'address',
      items: [item('city', shown(cityLabel(center.city, locale), 'city')), item('district', shown(center.address, 'address')), item('street', shown(center.street, 'street'))],
    },
    {
      key: 'bank',
      items: [
        item('accountName', shown(center.account_name?.trim(), 'accountName')),
        item('bankName', shown(center.bank_name?.trim(), 'bankName')),
        item('accountNumber', shown(center.account_number?.trim(), 'accountNumber', ltr)),
        item('iban', shown(center.IBAN_number?.trim(), 'iban', ltr)),
      ],
    },
  ];

  return <DataSheets prefix="centers.profile" idPrefix="center" sheets={sheets} />;
}
