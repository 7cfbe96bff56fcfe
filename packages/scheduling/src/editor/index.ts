// The schedule editor (React, antd): the second entry of @mk/scheduling, '@mk/scheduling/editor'.
// The engine entry ('@mk/scheduling') stays free of React because the server imports it.
export { ScheduleEditor, type ScheduleEditorProps } from './schedule-editor';
export { TimeOfDayPicker, timeOfDayToHHMM, type TimeOfDay, type TimeOfDayPickerProps } from './time-of-day.picker';
export { scheduleEditorMessages, registerScheduleEditorMessages } from './messages';
export { ScheduleExceptions, type ScheduleExceptionsProps } from './exceptions';
