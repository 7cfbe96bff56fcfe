export { EntityForm, type EntityFormProps, type EntityFormSection } from './entity-form';
export { DataSheets, useSheetRows, type DataSheet, type DataSheetsProps, type SheetItem } from './data-sheets';
export { useEntityRecord, type EntityRecord, type EntityRecordOptions, type RecordQueryHook, type RecordQueryResult } from './entity-record';
export { RecordGate, type RecordGateProps } from './record-gate';
export { EntityPage, EntityUpdatePage, type EntityPageProps, type EntityUpdatePageProps } from './entity-page';
export { useSave, type SaveOutcome } from './use-save';
export { useListCrumb, useRecordCrumb, type EntityArea } from './entity-area';
export { useRegister, EntityRegisterPage, type RegisterOptions, type EntityRegisterPageProps } from './entity-register';
export { useUpdate, type UpdateOptions } from './use-update';
