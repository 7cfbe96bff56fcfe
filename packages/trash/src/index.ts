export { trashModule } from './trash.module';
export { trashMessages } from './messages';
export { trashContractWords } from './trash-words';
export { trashApi, useGetTrashQuery, useRestoreFromTrashMutation, type TrashPageArgs } from './trash.api';
