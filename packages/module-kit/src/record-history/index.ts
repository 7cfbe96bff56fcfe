export { RecordHistory, DetailsAndHistory, type RecordHistoryProps, type DetailsAndHistoryProps, type ValueFormat } from './record-history';
export { RecordHistoryButton, type RecordHistoryButtonProps } from './history-button';
