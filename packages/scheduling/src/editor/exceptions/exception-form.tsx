import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Radio, Space, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAddScheduleExceptionMutation, useGetHolidaysQuery } from '@mk/api';
import {
  EXCEPTION_KINDS,
  type ExceptionCreated,
  type ExceptionKind,
  type ExceptionOwner,
  type ExceptionPeriod,
  type ScheduleExceptionPayload,
  type StoredSlot,
} from '@mk/contracts';
import { apiErrorText, formatCalendarDay, RIYADH_TIME_ZONE } from '@mk/i18n';
import { DateInput, WeekdayPicker } from '@mk/ui';
import { EXCEPTION_NOTE_MAX, scheduleExceptionSchema, validateWith, type MessageDescriptor } from '@mk/validators';
import { format12Hour, formatHijri, periodsFromStoredSlots, shiftDate, to12Hour, todayIn, validateExceptionPeriods } from '../../index';
import { TimeOfDayPicker, timeOfDayToHHMM, type TimeOfDay } from '../time-of-day.picker';
import { periodMinutes } from './exception-text';

export interface ExceptionFormProps {
  owner: ExceptionOwner;
  ownerId: string;
  slotMinutes: number;
  /** The owner's weekly slots, offered as a season's starting hours ('Copy the weekly hours'). */
  weeklySlots?: StoredSlot[];
  onCancel: () => void;
  onAdded: (created: ExceptionCreated) => void;
}

interface Row {
  key: number;
  days: number[];
  from: TimeOfDay;
  until: TimeOfDay;
}

type Field = 'kind' | 'from_date' | 'until_date' | 'periods' | 'note';

const NINE_AM: TimeOfDay = { hour: 9, minute: 0, meridiem: 'AM' };
const FIVE_PM: TimeOfDay = { hour: 5, minute: 0, meridiem: 'PM' };

let nextKey = 1;
const newRow = (days: number[] = [], from = NINE_AM, until = FIVE_PM): Row => ({ key: nextKey++, days, from, until });

/** Which field a problem of the shared schema belongs to ('periods[0].from' is the periods'). */
const fieldOf = (path: string): Field | undefined => {
  const name = path.split(/[.[]/)[0];
  return (['kind', 'from_date', 'until_date', 'periods', 'note'] as const).find((field) => field === name);
};

/**
 * The add form of `ScheduleExceptions` (issue 30): a day off (one day, or a leave with a last day),
 * other hours (from/until rows for every day of the range) or a season (weekday and from/until
 * rows, which may run past midnight). Checked with the shared schema and the engine's
 * `validateExceptionPeriods`, the server's own checks, before anything is sent.
 */
export function ExceptionForm({ owner, ownerId, slotMinutes, weeklySlots, onCancel, onAdded }: ExceptionFormProps) {
  const intl = useIntl();
  const locale = intl.locale === 'ar' ? 'ar' : 'en';
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `scheduling.exceptions.${id}` }, values);
  const label = (id: string) => intl.formatMessage({ id: `scheduling.editor.${id}` });
  const ids = useId();

  const [kind, setKind] = useState<ExceptionKind>('off');
  const [fromDate, setFromDate] = useState('');
  const [untilDate, setUntilDate] = useState('');
  const [severalDays, setSeveralDays] = useState(false);
  const [hoursRows, setHoursRows] = useState<Row[]>(() => [newRow()]);
  const [seasonRows, setSeasonRows] = useState<Row[]>(() => [newRow()]);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [add, adding] = useAddScheduleExceptionMutation();

  // The marketplace's Ramadan in the coming year, offered when a season is being added.
  const today = useMemo(() => todayIn(Date.now(), RIYADH_TIME_ZONE), []);
  const yearAhead = useMemo(() => shiftDate(today, 366), [today]);
  const holidays = useGetHolidaysQuery({ from: today, until: yearAhead }, { skip: kind !== 'season' });
  const ramadan = holidays.data?.find((holiday) => holiday.kind === 'ramadan' && holiday.until_date >= today && holiday.from_date <= yearAhead);

  const rows = kind === 'season' ? seasonRows : hoursRows;
  const setRows = kind === 'season' ? setSeasonRows : setHoursRows;
  const oneDay = kind === 'off' && !severalDays;
  const lastDay = oneDay ? fromDate : untilDate;

  const periods = (): ExceptionPeriod[] =>
    rows.map((row) => ({ days: kind === 'season' ? [...row.days] : [], from: timeOfDayToHHMM(row.from) ?? '', until: timeOfDayToHHMM(row.until) ?? '' }));

  const submit = async () => {
    setServerError(null);
    const trimmed = note.trim();
    const body: ScheduleExceptionPayload = {
      kind,
      from_date: fromDate,
      until_date: lastDay,
      ...(kind === 'off' ? {} : { periods: periods() }),
      ...(trimmed ? { note: trimmed } : {}),
    };
    const found: Partial<Record<Field, MessageDescriptor>> = {};
    for (const [path, message] of Object.entries(await validateWith(scheduleExceptionSchema, body))) {
      const field = fieldOf(path);
      if (field) found[field] ??= message;
    }
    const periodProblem = validateExceptionPeriods(kind, body.periods);
    if (periodProblem) found.periods ??= periodProblem;
    // A single day off shows its last day's problems (none in practice) under its one day.
    if (oneDay && found.until_date) found.from_date ??= found.until_date;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      onAdded(await add({ owner, ownerId, exception: body }).unwrap());
    } catch (error) {
      setServerError(apiErrorText(intl, error));
    }
  };

  const problemOf = (field: Field) => {
    const problem = problems[field];
    return problem ? intl.formatMessage(problem, problem.values) : undefined;
  };
  const status = (field: Field) => (problems[field] ? ('error' as const) : undefined);

  const hijriUnder = (day: string, id: string) =>
    day ? (
      <Typography.Text id={id} type="secondary" aria-live="polite">
        {t('hijri', { date: formatHijri(day, locale) })}
      </Typography.Text>
    ) : null;

  const dayField = (which: 'from' | 'until', title: string, value: string, onChange: (day: string) => void) => {
    const field: Field = which === 'from' ? 'from_date' : 'until_date';
    const id = `${ids}-${which}`;
    const problem = problemOf(field);
    return (
      <Form.Item label={title} htmlFor={id} required validateStatus={status(field)} help={problem} style={{ marginBlockEnd: 12 }}>
        <DateInput id={id} value={value} onChange={onChange} aria-required aria-invalid={Boolean(problem)} aria-describedby={value ? `${id}-hijri` : undefined} />
        {hijriUnder(value, `${id}-hijri`)}
      </Form.Item>
    );
  };

  const rowName = (index: number) => t(kind === 'season' ? 'seasonRow' : 'hoursRow', { n: index + 1 });
  const change = (key: number, part: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...part } : row)));

  const rowNote = (row: Row) => {
    const from = timeOfDayToHHMM(row.from);
    const until = timeOfDayToHHMM(row.until);
    const minutes = periodMinutes(from, until, kind === 'season');
    if (minutes === 0 || !from || !until) return null;
    const overnight = kind === 'season' && until < from;
    const slots = Math.floor(minutes / slotMinutes);
    return (
      <Typography.Text type={slots === 0 ? 'warning' : 'secondary'}>
        {overnight && `${t('pastMidnight', { time: format12Hour(until, locale) })} `}
        {slots === 0 ? t('noSlot', { minutes: slotMinutes }) : t('slotCount', { n: slots, minutes: slotMinutes })}
      </Typography.Text>
    );
  };

  const copyWeekly = () =>
    setSeasonRows(
      periodsFromStoredSlots(weeklySlots ?? []).map((period) => newRow([...period.days], { ...to12Hour(period.from) }, { ...to12Hour(period.until) })),
    );

  return (
    <Form layout="vertical" component={false}>
      <Form.Item label={t('kind')} required validateStatus={status('kind')} help={problemOf('kind')} style={{ marginBlockEnd: 12 }}>
        <Radio.Group value={kind} onChange={(event) => setKind(event.target.value as ExceptionKind)} aria-label={t('kind')}>
          <Space orientation="vertical" size={4}>
            {EXCEPTION_KINDS.map((option) => (
              <div key={option}>
                <Radio value={option} aria-describedby={`${ids}-kind-${option}`}>
                  {t(`kinds.${option}`)}
                </Radio>
                <Typography.Paragraph id={`${ids}-kind-${option}`} type="secondary" style={{ marginBlock: 0, paddingInlineStart: 24 }}>
                  {t(`kindHelp.${option}`)}
                </Typography.Paragraph>
              </div>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>

      {kind === 'season' && ramadan && (
        <Button
          style={{ marginBlockEnd: 12 }}
          onClick={() => {
            setFromDate(ramadan.from_date);
            setUntilDate(ramadan.until_date);
          }}
        >
          {t('useRamadan', { from: formatCalendarDay(ramadan.from_date, locale, { weekday: false }), until: formatCalendarDay(ramadan.until_date, locale, { weekday: false }) })}
        </Button>
      )}

      {dayField('from', t(oneDay ? 'day' : 'firstDay'), fromDate, setFromDate)}
      {kind === 'off' && (
        <Checkbox checked={severalDays} onChange={(event) => setSeveralDays(event.target.checked)} style={{ marginBlockEnd: 12 }}>
          {t('severalDays')}
        </Checkbox>
      )}
      {!oneDay && dayField('until', t('lastDay'), untilDate, setUntilDate)}

      {kind !== 'off' && (
        <fieldset style={{ border: 0, padding: 0, marginInline: 0, marginBlock: '0 12px', minWidth: 0 }} aria-describedby={problems.periods ? `${ids}-periods-problem` : undefined}>
          <legend style={{ fontSize: 'inherit', fontWeight: 600, marginBlockEnd: 8, border: 0 }}>{t(kind === 'season' ? 'seasonRows' : 'hoursRows')}</legend>
          {kind === 'season' && (weeklySlots?.length ?? 0) > 0 && (
            <Button size="small" onClick={copyWeekly} style={{ marginBlockEnd: 8 }}>
              {t('copyWeekly')}
            </Button>
          )}
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {rows.map((row, index) => (
              <section key={row.key} aria-label={rowName(index)} style={{ borderInlineStart: '3px solid rgba(0, 0, 0, 0.1)', paddingInlineStart: 12 }}>
                <Space orientation="vertical" size="small" style={{ width: '100%' }}>
                  {kind === 'season' && <WeekdayPicker label={label('days')} value={row.days} onChange={(days) => change(row.key, { days })} />}
                  <Space wrap align="end">
                    <TimeOfDayPicker label={label('from')} value={row.from} onChange={(from) => change(row.key, { from })} />
                    <TimeOfDayPicker label={label('until')} value={row.until} onChange={(until) => change(row.key, { until })} />
                    {rows.length > 1 && (
                      <Button
                        danger
                        type="text"
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('removeRow', { row: rowName(index) })}
                        onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                      />
                    )}
                  </Space>
                  {rowNote(row)}
                </Space>
              </section>
            ))}
          </Space>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setRows((current) => [...current, newRow()])} style={{ marginBlockStart: 8 }}>
            {t('addRow')}
          </Button>
          {problems.periods && (
            <Typography.Paragraph id={`${ids}-periods-problem`} type="danger" role="alert" style={{ marginBlock: '8px 0' }}>
              {problemOf('periods')}
            </Typography.Paragraph>
          )}
        </fieldset>
      )}

      <Form.Item label={t('noteLabel')} htmlFor={`${ids}-note`} validateStatus={status('note')} help={problemOf('note')} style={{ marginBlockEnd: 12 }}>
        <Input.TextArea
          id={`${ids}-note`}
          value={note}
          maxLength={EXCEPTION_NOTE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          dir="auto"
          onChange={(event) => setNote(event.target.value)}
        />
      </Form.Item>

      {serverError && <Alert type="error" role="alert" showIcon title={t('failed')} description={serverError} style={{ marginBlockEnd: 12 }} />}

      <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" loading={adding.isLoading} onClick={() => void submit()}>
          {t('save')}
        </Button>
      </Space>
    </Form>
  );
}
