export {
  localeSlice,
  setLocale,
  switchLocale,
  selectLocale,
  storedLocale,
  isLocale,
  directionOf,
  LOCALE_STORAGE_KEY,
  type LocaleRootState,
} from './locale.slice';
export {
  registerMessages,
  registeredMessageIds,
  loadMessages,
  loadedMessages,
  activateMessages,
  type RegisterOptions,
  flattenMessages,
  type MessageSource,
  type MessageSources,
  type NestedMessages,
  type FlatMessages,
} from './messages.registry';
export { I18nProvider, useMessagesFor } from './i18n.provider';
export { apiErrorProblems, catalogueProblems } from './catalogue-problems';
export { apiErrorMessages } from './api-error-messages';
export { apiErrorText, API_ERROR_FALLBACK_ID, type ApiErrorLike } from './api-error-text';
export { useLocale, specializationLabel, cityLabel } from './labels';
export {
  formatSAR,
  formatDate,
  formatDateTime,
  withoutIsolates,
  formatInRiyadh,
  toRiyadh,
  localizedName,
  numberLocale,
  RIYADH_TIME_ZONE,
  DATE_PATTERN,
  DATE_TIME_PATTERN,
} from './formatters';
export { formatCalendarDay } from './calendar-day';
