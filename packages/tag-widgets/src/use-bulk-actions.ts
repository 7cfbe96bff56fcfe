import { useIntl } from 'react-intl';
import { useAssignTagsMutation } from '@mk/api';
import type { BulkActionEntityType } from '@mk/contracts';
import { apiErrorText, useLocale } from '@mk/i18n';
import type { BulkActions } from '@mk/ui';
import { tagLabel } from './tag-label';
import { useTagSearch } from './use-tag-search';

/**
 * Bulk Assign Tags and Delete for a list page: tags go in one assign call; rows are deleted one by
 * one, so a refusal stops the rest and names its reason.
 */
export function useBulkActions(entityType: BulkActionEntityType, deleteOne?: (id: string) => Promise<unknown>): BulkActions {
  const intl = useIntl();
  const locale = useLocale();
  // The bulk box shows `error.message`: an API rejection becomes an Error carrying the server's reason, translated by its code.
  const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(apiErrorText(intl, error)));
  const searchTags = useTagSearch();
  const [assignTags] = useAssignTagsMutation();
  return {
    entityType,
    searchTags,
    tagLabel: (tag) => tagLabel(tag, locale),
    onAssignTags: (ids, tagIds) =>
      assignTags(ids.flatMap((id) => tagIds.map((tag_id) => ({ entity_sys_id: id, entity_type: entityType, tag_id }))))
        .unwrap()
        .catch((error: unknown) => Promise.reject(asError(error))),
    onDelete:
      deleteOne &&
      (async (ids) => {
        for (const id of ids) await deleteOne(id).catch((error: unknown) => Promise.reject(asError(error)));
      }),
  };
}
