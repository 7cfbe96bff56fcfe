export { useNotify, type Notify, type NoticeOptions } from './notify';
export { playBeep } from './beep';
export { ErrorBanner, type ErrorBannerProps } from './error-banner';
export { PageSection, type PageSectionProps, type BreadcrumbItem } from './page-section';
export { uiMessages } from './messages';
export { Avatar, type AvatarProps, type AvatarSize } from './avatar';
export { initialsOf } from './initials';
export { FileDrop, type FileDropProps } from './file-drop';
export { acceptsFile, sortFiles, type FileRejection, type FileRejectionReason, type FileRules } from './file-accept';
export { ImageUploader, type ImageUploaderProps } from './image-uploader';
export { DataTable, type DataTableProps } from './data-table';
export { BulkActionBox, type BulkActions, type BulkActionBoxProps } from './bulk-action-box';
export { TagPicker, type TagPickerProps } from './tag-picker';
export { Pager, type PagerProps } from './pager';
export { pagerPages, pageCount } from './pager-pages';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm.dialog';
export { IdCell, type IdCellProps } from './cells/id.cell';
export { DateCell, DateTimeCell, EmailCell, PhoneCell, CurrencyCell, LinkCell, TextCell, type LinkCellProps } from './cells/value.cells';
export { ActionsCell, type ActionsCellProps, type RowAction } from './cells/actions.cell';
export { ButtonCell, type ButtonCellProps, type ButtonCellKind } from './cells/button.cell';
export {
  AutocompleteSelect,
  type AutocompleteSelectProps,
  type AutocompleteOption,
  type SingleAutocompleteProps,
  type MultipleAutocompleteProps,
} from './autocomplete-select';
export { useDebouncedSearch, type DebouncedSearch } from './use-debounced-search';
export { DateRangePicker, dateRangeProblem, type DateRangePickerProps, type DateRange, type DateRangeProblem } from './date-range-picker';
export { WeekdayPicker, WEEKDAYS, type WeekdayPickerProps } from './weekday-picker';
export { MultiSelectWithAll, type MultiSelectWithAllProps, type SelectOption } from './multi-select-with-all';
export { FormSectionLabel, type FormSectionLabelProps } from './form-section-label';
export * from './form';
export * from './entity';
export * from './list-page';
export { messagesOver } from './messages-over';
export { DateInput, dayForDisplay, dayFromDisplay, type DateInputProps } from './date-input';
export { LoadFailed, type LoadFailedProps } from './load-failed';
export { TimeRange } from './time-range';
export { StatusTag, type StatusTone } from './status-tag';
