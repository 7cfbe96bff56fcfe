export { RecordHistory, DetailsAndHistory, type RecordHistoryProps, type DetailsAndHistoryProps } from './record-history';
