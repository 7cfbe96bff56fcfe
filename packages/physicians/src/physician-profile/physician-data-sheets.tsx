import { GENDER_LABELS, TITLE_LABELS, type Gender, type Title } from '@mk/contracts';
import type { ListedPhysician } from '@mk/api';
import { localizedName } from '@mk/i18n';
import { CurrencyCell, DataSheets, DateCell, EmailCell, IdCell, LinkCell, PhoneCell, useSheetRows } from '@mk/ui';
import { clinicNameOf, physicianName, profileLink, specializationLabel, useLocale } from '../physician-text';

/**
 * The profile's read-only sheets (spec 1 section 2): Contact, Bio, General, Consultation Details
 * and Available Consultation Types. Names follow the locale; fees are in SAR; a missing value
 * shows a placeholder.
 */
export function PhysicianDataSheets({ physician }: { physician: ListedPhysician }) {
  const locale = useLocale();
  const { t, item, shown: shownAs, available, allowed } = useSheetRows('physicians.profile');
  const shown = (value: unknown) => shownAs(value, 'none');
  const fee = (amount: number | undefined) => shownAs(amount, 'none', () => <CurrencyCell value={amount} />);
  const link = profileLink(physician.path);

  const sheets = [
    {
      key: 'contact',
      items: [
        item('phone', shownAs(physician.phone, 'phone', (text) => <PhoneCell value={text} />)),
        item('email', shownAs(physician.email, 'email', (text) => <EmailCell value={text} />)),
        item('appAccess', allowed(physician.app_access)),
      ],
    },
    {
      key: 'bio',
      items: [
        item('aboutEn', shownAs(physician.about_en, 'bio', (text) => <span dir="ltr">{text}</span>)),
        item('about', shownAs(physician.about, 'bio', (text) => <span dir="rtl">{text}</span>)),
        item('education', shown(physician.education)),
        item('expertise', shown(localizedName(locale, physician.expertise, physician.expertise_ar))),
      ],
    },
    {
      key: 'general',
      items: [
        item('id', <IdCell id={physician.sys_id} />),
        item('name', shown(physicianName(physician, locale))),
        item('title', shown(TITLE_LABELS[physician.title as Title]?.[locale] ?? physician.title)),
        item('gender', shown(GENDER_LABELS[physician.gender as Gender]?.[locale] ?? physician.gender)),
        item('clinic', shown(clinicNameOf(physician, locale))),
        item('specialization', shown(specializationLabel(physician.specialization, locale))),
        item('subspecialization', shown(localizedName(locale, physician.subspecialization, physician.subspecialization_ar))),
        item('medicalId', shown(physician.medical_id)),
        item('nationality', shown(physician.nationality)),
        item('nationalId', shown(physician.national_id)),
        item('dateOfBirth', shownAs(physician.date_of_birth, 'none', () => <DateCell value={physician.date_of_birth} />)),
        item('link', link ? <LinkCell href={link}>{link}</LinkCell> : shown(null)),
      ],
    },
    {
      key: 'consultation',
      items: [
        item('duration', shownAs(physician.consultation_duration, 'none', () => t('values.minutes', { minutes: Number(physician.consultation_duration) }))),
        item('consultationFees', fee(physician.consultation_fees)),
        item('walkinFees', fee(physician.walkin_fees)),
        item('homecareFees', fee(physician.homecare_fees)),
      ],
    },
    {
      key: 'types',
      items: (['walkin', 'audio', 'text', 'video', 'homecare', 'uc', 'mr'] as const).map((kind) => item(kind, available(physician[`${kind}_enabled`]))),
    },
  ];

  return <DataSheets prefix="physicians.profile" idPrefix="physician" sheets={sheets} />;
}
