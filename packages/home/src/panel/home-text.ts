import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { APPOINTMENT_STATUS_LABELS, DELIVERY_STATE_LABELS, type AppointmentStatus, type DeliveryState } from '@mk/contracts';
import { formatDate, formatDateTime, localizedName, RIYADH_TIME_ZONE, useLocale } from '@mk/i18n';

/** Western digits in both languages (UX.md: one rule for formatted numbers, as Saudi users type them). */
const LATN = { numberingSystem: 'latn' } as const;

/**
 * The Home's words and figures in the user's language: messages under `home.`, numbers, percentages,
 * SAR and durations through react-intl (Western digits), Riyadh times as every page shows them
 * (dd-MM-yyyy hh:mm AM/PM), names in Arabic when there is one, and the contract's status labels.
 */
export function useHomeText() {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      t: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `home.${id}` }, values),
      number: (value: number) => intl.formatNumber(value, LATN),
      percent: (ratio: number) => intl.formatNumber(ratio, { ...LATN, style: 'percent', maximumFractionDigits: 1 }),
      sar: (amount: string) => intl.formatNumber(Number(amount), { ...LATN, style: 'currency', currency: 'SAR' }),
      /** 95 -> '1 min 35 sec' (the unit words are the locale's). */
      duration: (seconds: number) => {
        const whole = Math.round(seconds);
        const unit = (value: number, name: 'minute' | 'second') => intl.formatNumber(value, { ...LATN, style: 'unit', unit: name, unitDisplay: 'short' });
        if (whole < 60) return unit(whole, 'second');
        const rest = whole % 60;
        return rest ? `${unit(Math.floor(whole / 60), 'minute')} ${unit(rest, 'second')}` : unit(whole / 60, 'minute');
      },
      /** A moment on the Riyadh clock. */
      riyadhTime: (at: string) => formatDateTime(at, locale, RIYADH_TIME_ZONE),
      /** A Riyadh calendar day ('2031-03-07' -> '07-03-2031'). */
      day: (day: string) => formatDate(day),
      /** An hour of the Riyadh day, '09:00'. */
      hour: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
      /** A weekday, 0 (Sunday) to 6, as the weekday pickers name it. */
      weekday: (day: number) => intl.formatMessage({ id: `ui.weekdays.${day}` }),
      /** 'Fri and Sat', in the user's language. */
      list: (items: string[]) => intl.formatList(items, { type: 'conjunction' }),
      name: (named: { name: string; name_ar?: string | null }) => localizedName(locale, named.name, named.name_ar),
      status: (status: AppointmentStatus) => APPOINTMENT_STATUS_LABELS[status][locale],
      state: (state: DeliveryState) => DELIVERY_STATE_LABELS[state][locale],
    }),
    [intl, locale],
  );
}

export type HomeText = ReturnType<typeof useHomeText>;
