import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Radio, Row, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NOTICE_TIMEOUT_MS, type OperatingPeriod, type StoredSlot } from '@mk/contracts';
import { ConfirmDialog, TimeRange, useNotify, WeekdayPicker, WEEKDAYS } from '@mk/ui';
import { MESSAGES, type MessageDescriptor } from '@mk/validators';
import {
  format12Hour,
  normalizePeriod,
  periodsFromStoredSlots,
  toPeriodPayload,
  validatePeriod,
  weeklyPreview,
  type Period,
} from '../index';
import { registerScheduleEditorMessages } from './messages';
import { TimeOfDayPicker, timeOfDayToHHMM, type TimeOfDay } from './time-of-day.picker';

registerScheduleEditorMessages();

export interface ScheduleEditorProps {
  /** Slot length: physicianSlotMinutes(duration), SLOT_MINUTES.center (60) or SLOT_MINUTES.package (30). */
  slotMinutes: number;
  /** The owner's stored slots (day, from, until in HHMM), shown as periods to keep or remove. */
  load: () => Promise<StoredSlot[]>;
  /**
   * Replaces the stored schedule with the periods, in one call: the server's set call deletes and
   * inserts in one transaction, so a refused or interrupted save leaves the old schedule in place.
   */
  save: (periods: OperatingPeriod[]) => Promise<unknown>;
  /** Deletes every stored period of the owner: Reset's own action, after its confirmation, never part of Create. */
  reset: () => Promise<unknown>;
  /** Times in the save payload: 'HHMM' (physicians, spec 1) by default, or 'HH:MM' (centers and packages, spec 3). */
  payloadTimeFormat?: 'HHMM' | 'HH:MM';
  /** Success notices in the owner's words, e.g. "Physician's schedule created successfully". */
  messages?: { created?: ReactNode; reset?: ReactNode };
  /** The note beside Reset, if the owner needs its own words (the physician, the center, the package). */
  resetNote?: ReactNode;
  /** The words of a period whose from is not before its until: 'Error invalid time' by default, 'Error: invalid time' for centers (spec 3 section 5). */
  invalidTime?: MessageDescriptor;
  onSaved?: () => void;
  onReset?: () => void;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error ?? ''));

const payloadOf = (period: Period, format: 'HHMM' | 'HH:MM'): OperatingPeriod =>
  format === 'HHMM' ? toPeriodPayload(period) : { days: [...period.days], from: period.from, until: period.until };

const NINE_AM: TimeOfDay = { hour: 9, minute: 0, meridiem: 'AM' };
const FIVE_PM: TimeOfDay = { hour: 5, minute: 0, meridiem: 'PM' };

/**
 * The weekly schedule editor shared by physicians, centers and packages (spec 1 section 2, spec 3):
 * periods built from days and From/Until times, a preview of the slots they cut, Clear (local list
 * only), Create (one call that replaces the stored schedule with the list) and Reset (delete
 * everything stored, after a confirmation). Every rule comes
 * from the engine: validatePeriod, weeklyPreview, toPeriodPayload, periodsFromStoredSlots.
 */
export function ScheduleEditor({
  slotMinutes,
  load,
  save,
  reset,
  payloadTimeFormat = 'HHMM',
  messages,
  resetNote,
  invalidTime = MESSAGES.periodInvalidTime,
  onSaved,
  onReset,
}: ScheduleEditorProps) {
  const intl = useIntl();
  const notify = useNotify();
  const locale = intl.locale === 'ar' ? 'ar' : 'en';
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `scheduling.editor.${id}` }, values);

  const [periods, setPeriods] = useState<Period[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [days, setDays] = useState<number[]>([]);
  const [from, setFrom] = useState<TimeOfDay>(NINE_AM);
  const [until, setUntil] = useState<TimeOfDay>(FIVE_PM);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  // A refused period's message goes after 3 s, as the spec's errors do (issue 16 saw it stay).
  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => setProblem(null), NOTICE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [problem]);
  const [previewDay, setPreviewDay] = useState(0);
  const [creating, setCreating] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);

  const fetchStored = useCallback(async () => {
    setLoading(true);
    setLoadError(null);
    try {
      setPeriods(periodsFromStoredSlots(await load()));
    } catch (error) {
      setLoadError(reason(error));
    } finally {
      setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    void fetchStored();
    // Load once per mount: callers pass a new `load` on every render, which must not reload.
  }, []);

  const week = useMemo(() => weeklyPreview(periods, slotMinutes), [periods, slotMinutes]);
  const dayName = (day: number) => intl.formatMessage({ id: `ui.weekdays.${day}` });
  const describe = (period: Period) =>
    t('period', {
      days: period.days.map(dayName).join(intl.locale === 'ar' ? '، ' : ', '),
      from: format12Hour(period.from, locale),
      until: format12Hour(period.until, locale),
    });

  const add = () => {
    const candidate = { days, from: timeOfDayToHHMM(from), until: timeOfDayToHHMM(until) };
    const refused = validatePeriod(candidate, periods);
    if (refused) {
      setProblem(refused === MESSAGES.periodInvalidTime ? invalidTime : refused);
      return;
    }
    const period = normalizePeriod(candidate);
    setProblem(null);
    setPeriods((current) => [...current, period]);
    setPreviewDay(period.days[0]);
  };

  const create = async () => {
    setCreating(true);
    try {
      // One request: the old product reset and then set, so a failed set (or a tab closed between
      // the two) left the owner with no hours and out of the patient app. The set call replaces.
      await save(periods.map((period) => payloadOf(period, payloadTimeFormat)));
      if (messages?.created) notify.success(messages.created);
      onSaved?.();
    } catch (error) {
      notify.error(t('failed', { error: reason(error) }));
    } finally {
      setCreating(false);
    }
  };

  const confirmReset = async () => {
    try {
      await reset();
    } catch (error) {
      notify.error(t('failed', { error: reason(error) }));
      throw error;
    }
    setPeriods([]);
    setConfirmingReset(false);
    if (messages?.reset) notify.success(messages.reset);
    onReset?.();
  };

  // The app may have loaded its messages before this chunk registered ours: wait for them.
  if (!intl.messages['scheduling.editor.title']) return <Spin />;

  if (loading) return <Spin description={t('loading')}><div style={{ minHeight: 120 }} /></Spin>;
  if (loadError)
    return (
      <Alert
        type="error"
        role="alert"
        showIcon
        title={t('loadFailed', { error: loadError })}
        action={<Button onClick={() => void fetchStored()}>{t('retry')}</Button>}
      />
    );

  const slots = week[previewDay] ?? [];

  return (
    <Row gutter={[24, 24]} className="mk-schedule-editor">
      <Col xs={24} lg={12}>
        <Card title={t('creator')} size="small">
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <WeekdayPicker label={t('days')} value={days} onChange={setDays} />
            <TimeOfDayPicker label={t('from')} value={from} onChange={setFrom} />
            <TimeOfDayPicker label={t('until')} value={until} onChange={setUntil} />
            {problem && (
              <Typography.Text type="danger" role="alert">
                {intl.formatMessage(problem, problem.values)}
              </Typography.Text>
            )}
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={add}>
              {t('add')}
            </Button>
          </Space>
        </Card>
        <Card title={t('periods')} size="small" style={{ marginBlockStart: 16 }}>
          {periods.length === 0 ? (
            <Empty description={t('noPeriods')} />
          ) : (
            <ul aria-label={t('periods')} style={{ paddingInlineStart: 0, marginBlock: 0, listStyle: 'none' }}>
              {periods.map((period, index) => (
                <li
                  key={`${period.days.join(',')}-${period.from}-${period.until}`}
                  style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, paddingBlock: 4 }}
                >
                  <bdi>{describe(period)}</bdi>
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('remove', { period: describe(period) })}
                    onClick={() => setPeriods((current) => current.filter((_, other) => other !== index))}
                  />
                </li>
              ))}
            </ul>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('preview')} size="small">
          <Radio.Group
            aria-label={t('previewDay')}
            optionType="button"
            size="small"
            value={previewDay}
            onChange={(event) => setPreviewDay(Number(event.target.value))}
            options={WEEKDAYS.map((day) => ({ value: day, label: dayName(day) }))}
          />
          <section aria-label={dayName(previewDay)} style={{ marginBlock: 12 }}>
            {slots.length === 0 ? (
              <Typography.Text type="secondary">{t('noSlots')}</Typography.Text>
            ) : (
              <>
                <Typography.Text type="secondary">{t('slotCount', { n: slots.length })}</Typography.Text>
                <ul aria-label={t('preview')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, paddingInlineStart: 0, listStyle: 'none' }}>
                  {slots.map((slot) => (
                    <li key={slot.label}>
                      <Typography.Text code>
                        <TimeRange start={format12Hour(slot.from, locale)} end={format12Hour(slot.until, locale)} separator="-" />
                      </Typography.Text>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <Space wrap>
            <Button onClick={() => setPeriods([])} disabled={periods.length === 0}>
              {t('clear')}
            </Button>
            <Button type="primary" onClick={() => void create()} loading={creating} disabled={periods.length === 0}>
              {t('create')}
            </Button>
          </Space>
        </Card>
        <Alert
          type="warning"
          role="note"
          style={{ marginBlockStart: 16 }}
          title={resetNote ?? t('resetNote')}
          action={
            <Button danger onClick={() => setConfirmingReset(true)}>
              {t('reset')}
            </Button>
          }
        />
        <ConfirmDialog
          open={confirmingReset}
          danger
          title={t('resetTitle')}
          okText={t('reset')}
          onOk={confirmReset}
          onCancel={() => setConfirmingReset(false)}
        >
          <p>{resetNote ?? t('resetNote')}</p>
          <p>{t('resetConfirm')}</p>
        </ConfirmDialog>
      </Col>
    </Row>
  );
}
