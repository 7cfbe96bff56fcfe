import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNotify } from '../notify';
import type { EntityArea } from './entity-area';
import { useSave } from './use-save';

export interface UpdateOptions<V, T extends { sys_id: string }> {
  /** The page's message prefix: `.updated` is the success notice. */
  messages: string;
  area: EntityArea<T>;
  /** The record being updated. */
  id: string;
  update: (values: V) => Promise<unknown>;
  /** The words of a refusal, shown as an error notice. */
  describeError: (error: unknown) => string;
}

/** The update flow: `update`; on success the `.updated` notice and the record's profile; a refusal as an error notice. */
export function useUpdate<V, T extends { sys_id: string }>({ messages, area, id, update, describeError }: UpdateOptions<V, T>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  return useSave(update, {
    success: intl.formatMessage({ id: `${messages}.updated` }),
    then: () => navigate(area.profile(id)),
    failed: (error) => notify.error(describeError(error)),
  });
}
