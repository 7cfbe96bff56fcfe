import { useIntl } from 'react-intl';
import type { Locale, MarketplaceHoliday } from '@mk/contracts';
import { useChangeHolidayMutation, useProposeHolidaysMutation, useRemoveHolidayMutation } from '@mk/api';
import { apiErrorText, numberLocale } from '@mk/i18n';
import { useNotify } from '@mk/ui';
import { holidayValues } from '../holiday-form/holiday-form.values';
import { holidayName } from './holiday-text';

export interface HolidayActions {
  /** Sends the entry unchanged but confirmed (ADMIN checked its dates). */
  confirm: (holiday: MarketplaceHoliday) => Promise<void>;
  /** Removes the entry (after the row's Popconfirm). */
  remove: (holiday: MarketplaceHoliday) => Promise<void>;
  /** Adds the year's Umm al-Qura proposals and says how many were new. */
  propose: (year: number) => Promise<void>;
  busy: { confirming: boolean; proposing: boolean };
}

/**
 * The list's actions: each says what it did in a notice, or the server's refusal in the user's
 * language (by its code); none throws.
 */
export function useHolidayActions(locale: Locale): HolidayActions {
  const intl = useIntl();
  const notify = useNotify();
  const [change, changing] = useChangeHolidayMutation();
  const [removeHoliday] = useRemoveHolidayMutation();
  const [proposeHolidays, proposing] = useProposeHolidaysMutation();
  const t = (id: string, values: Record<string, string | number> = {}) => intl.formatMessage({ id: `calendar.list.${id}` }, values);
  const refused = (error: unknown) => notify.error(apiErrorText(intl, error));

  return {
    confirm: async (holiday) => {
      try {
        await change({ holidayId: holiday.sys_id, holiday: { ...holidayValues(holiday), confirmed: true } }).unwrap();
        notify.success(t('confirmed', { name: holidayName(holiday, locale) }));
      } catch (error) {
        refused(error);
      }
    },
    remove: async (holiday) => {
      try {
        await removeHoliday(holiday.sys_id).unwrap();
        notify.success(t('deleted', { name: holidayName(holiday, locale) }));
      } catch (error) {
        refused(error);
      }
    },
    propose: async (year) => {
      try {
        const added = await proposeHolidays(year).unwrap();
        const count = added?.length ?? 0;
        // The year as written (no digit grouping), the count with the app's Western digits.
        const values = { count, shown: new Intl.NumberFormat(numberLocale(locale)).format(count), year: String(year) };
        if (count === 0) notify.info(intl.formatMessage({ id: 'calendar.page.proposedNone' }, values));
        else notify.success(intl.formatMessage({ id: 'calendar.page.proposed' }, values));
      } catch (error) {
        refused(error);
      }
    },
    busy: { confirming: changing.isLoading, proposing: proposing.isLoading },
  };
}
