import { Descriptions, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { GENDER_LABELS, TITLE_LABELS, type Gender, type Title } from '@mk/contracts';
import type { ListedPhysician } from '@mk/api';
import { localizedName } from '@mk/i18n';
import { CurrencyCell, DateCell, EmailCell, IdCell, LinkCell, PhoneCell } from '@mk/ui';
import { clinicNameOf, physicianName, profileLink, specializationLabel, useLocale } from '../physician-text';

type Item = NonNullable<DescriptionsProps['items']>[number];

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The profile's read-only sheets (spec 1 section 2): Contact, Bio, General, Consultation Details
 * and Available Consultation Types. Names follow the locale; fees are in SAR; a missing value
 * shows a placeholder.
 */
export function PhysicianDataSheets({ physician }: { physician: ListedPhysician }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `physicians.profile.${id}` }, values);

  const shown = (value: unknown, placeholder = 'none', render?: (text: string) => ReactNode): ReactNode =>
    isBlank(value) ? (
      <Typography.Text type="secondary">{t(`placeholders.${placeholder}`)}</Typography.Text>
    ) : (
      (render?.(String(value).trim()) ?? <bdi>{String(value).trim()}</bdi>)
    );
  const item = (key: string, children: ReactNode): Item => ({ key, label: t(`fields.${key}`), children });
  const available = (on: boolean | undefined) => t(on ? 'values.available' : 'values.notAvailable');
  const fee = (amount: number | undefined) => shown(amount, 'none', () => <CurrencyCell value={amount} />);
  const link = profileLink(physician.path);

  const sheets: Array<{ key: string; items: Item[] }> = [
    {
      key: 'contact',
      items: [
        item('phone', shown(physician.phone, 'phone', (text) => <PhoneCell value={text} />)),
        item('email', shown(physician.email, 'email', (text) => <EmailCell value={text} />)),
        item('appAccess', t(physician.app_access ? 'values.allowed' : 'values.notAllowed')),
      ],
    },
    {
      key: 'bio',
      items: [
        item('aboutEn', shown(physician.about_en, 'bio', (text) => <span dir="ltr">{text}</span>)),
        item('about', shown(physician.about, 'bio', (text) => <span dir="rtl">{text}</span>)),
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
        item('dateOfBirth', shown(physician.date_of_birth, 'none', () => <DateCell value={physician.date_of_birth} />)),
        item('link', link ? <LinkCell href={link}>{link}</LinkCell> : shown(null)),
      ],
    },
    {
      key: 'consultation',
      items: [
        item('duration', shown(physician.consultation_duration, 'none', () => t('values.minutes', { minutes: Number(physician.consultation_duration) }))),
        item('consultationFees', fee(physician.consultation_fees)),
        item('walkinFees', fee(physician.walkin_fees)),
        item('homecareFees', fee(physician.homecare_fees)),
      ],
    },
    {
      key: 'types',
      items: [
        item('walkin', available(physician.walkin_enabled)),
        item('audio', available(physician.audio_enabled)),
        item('text', available(physician.text_enabled)),
        item('video', available(physician.video_enabled)),
        item('homecare', available(physician.homecare_enabled)),
        item('uc', available(physician.uc_enabled)),
        item('mr', available(physician.mr_enabled)),
      ],
    },
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {sheets.map((sheet) => (
        <section key={sheet.key} aria-labelledby={`physician-sheet-${sheet.key}`} data-sheet={sheet.key}>
          <Typography.Title level={2} id={`physician-sheet-${sheet.key}`} style={{ fontSize: 18 }}>
            {t(`sections.${sheet.key}`)}
          </Typography.Title>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={sheet.items} />
        </section>
      ))}
    </div>
  );
}
