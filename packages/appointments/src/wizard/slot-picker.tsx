import { Button, Empty, theme } from 'antd';
import { useIntl } from 'react-intl';
import { format12Hour, type DaySlot } from '@mk/scheduling';
import { TimeRange } from '@mk/ui';
import { useLocale } from '../shared/appointment-text';

export type SlotDisplayState = 'available' | 'busy' | 'gone' | 'selected';

export interface SlotPickerProps {
  slots: readonly DaySlot[];
  /** The chosen slot's 'YYYY-MM-DD HH:MM'. */
  selected?: string;
  onSelect: (slot: DaySlot) => void;
}

/** A slot as shown: only an available slot can be selected (spec 2 section 4). */
export function displayState(slot: DaySlot, selected?: string): SlotDisplayState {
  if (slot.type !== 'available') return slot.type;
  return slot.dateTime === selected ? 'selected' : 'available';
}

/**
 * The day's time slots as toggle buttons. Busy and gone slots are disabled; each slot says its
 * state in words (and with a pattern), not by colour alone (UX.md).
 */
export function SlotPicker({ slots, selected, onSelect }: SlotPickerProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { token } = theme.useToken();
  const t = (id: string) => intl.formatMessage({ id: `appointments.wizard.booking.${id}` });

  if (slots.length === 0) return <Empty description={t('noSlots')} />;
  return (
    <ul role="group" aria-label={t('slots')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
      {slots.map((slot) => {
        const state = displayState(slot, selected);
        return (
          <li key={slot.dateTime}>
            <Button
              type={state === 'selected' ? 'primary' : 'default'}
              disabled={state === 'busy' || state === 'gone'}
              aria-pressed={state === 'selected'}
              data-slot-state={state}
              onClick={() => onSelect(slot)}
              style={{ height: 'auto', paddingBlock: 4, borderStyle: state === 'gone' ? 'dashed' : 'solid', flexDirection: 'column' }}
            >
              {/* 12-hour with AM/PM (ص/م), as the schedule editor and the monitor show times (issue 16); start to end in both languages. */}
              <span style={{ display: 'block' }}>
                <TimeRange start={format12Hour(slot.from, locale)} end={format12Hour(slot.until, locale)} />
              </span>
              <span style={{ display: 'block', fontSize: token.fontSizeSM }}>{t(`slotStates.${state}`)}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
