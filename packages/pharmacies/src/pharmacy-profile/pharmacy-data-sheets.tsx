import type { Pharmacy } from '@mk/contracts';
import { DataSheets, EmailCell, IdCell, PhoneCell, useSheetRows } from '@mk/ui';
import { cityLabel, useLocale } from '../pharmacy-text';

/** The profile's read-only sheets (spec 2 section 2): General, Contact and Address; a missing value shows its placeholder. */
export function PharmacyDataSheets({ pharmacy }: { pharmacy: Pharmacy }) {
  const locale = useLocale();
  const { item, shown } = useSheetRows('pharmacies.profile');
  const sheets = [
    {
      key: 'general',
      items: [
        item('id', <IdCell id={pharmacy.sys_id} />),
        item('name', shown(pharmacy.name, 'name', (text) => <span dir="ltr">{text}</span>)),
        item('nameAr', shown(pharmacy.name_ar, 'name', (text) => <span dir="rtl">{text}</span>)),
        item('crNumber', shown(pharmacy.cr_number, 'crNumber')),
      ],
    },
    {
      key: 'contact',
      items: [
        item('phone', shown(pharmacy.phone, 'phone', (text) => <PhoneCell value={text} />)),
        item('email', shown(pharmacy.email, 'email', (text) => <EmailCell value={text} />)),
      ],
    },
    {
      key: 'address',
      items: [
        item('city', shown(cityLabel(pharmacy.city, locale), 'city')),
        item('address', shown(pharmacy.address, 'address')),
        item('lat', shown(pharmacy.lat, 'coordinates', (text) => <bdi dir="ltr">{text}</bdi>)),
        item('lng', shown(pharmacy.lng, 'coordinates', (text) => <bdi dir="ltr">{text}</bdi>)),
      ],
    },
  ];
  return <DataSheets prefix="pharmacies.profile" idPrefix="pharmacy" sheets={sheets} />;
}
