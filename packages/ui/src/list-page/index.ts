export {
  listUrl,
  textField,
  choiceField,
  idListField,
  optionField,
  readPage,
  PAGE_ONLY,
  type UrlField,
  type UrlFields,
  type ListUrl,
  type ListState,
  type ListQuery,
} from './url-fields';
export { useListUrl } from './use-list-url';
export { FilterBox, type FilterBoxProps, type FilterField, type FilterInputProps } from './filter-box';
export { ListPage, type ListPageProps, type ListResult } from './list-page';
export { DeleteDialog, useDeleteDialog, type DeleteDialogProps } from './delete-dialog';
export { idColumn, urlColumn, actionsColumn, type ActionsColumnOptions } from './columns';
export { textInput, choiceInput } from './filter-inputs';
export { ListMessages, useListText } from './list-messages';
