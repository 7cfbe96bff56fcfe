export { trashModule } from './trash.module';
export { trashMessages, trashContractWords } from './messages';
export { trashApi, useGetTrashQuery, useRestoreFromTrashMutation, type TrashPageArgs } from './trash.api';
