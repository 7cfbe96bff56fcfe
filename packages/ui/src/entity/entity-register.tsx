import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNotify } from '../notify';
import { useListCrumb, type EntityArea } from './entity-area';
import { EntityPage } from './entity-page';
import { useSave } from './use-save';

export interface RegisterOptions<V, T extends { sys_id: string }> {
  /** The page's message prefix: `.created` (success), `.failed` (refusal notice, with `{message}`). */
  messages: string;
  area: EntityArea<T>;
  create: (values: V) => Promise<unknown>;
  /** The words of a refusal (the page knows how to read its API's errors). */
  describeError: (error: unknown) => string;
  /** Whether a refusal is also notified (besides the page's banner); always by default. */
  notifyRefusal?: (error: unknown) => boolean;
  /** Where to go after a success, from what was saved (a list showing where the record went); the area's list by default. */
  next?: (values: V) => string;
}

/**
 * The register flow: `create`; on success the `.created` notice and the area's list (or `next`); a refusal
 * stays in the page (`failure`) and, unless `notifyRefusal` says no, shows as the `.failed` notice.
 */
export function useRegister<V, T extends { sys_id: string }>({ messages, area, create, describeError, notifyRefusal = () => true, next }: RegisterOptions<V, T>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useRef<{ values: V }>(undefined);
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `${messages}.${key}` }, values);
  const save = useSave(
    (values: V) => {
      setFailure(null);
      saved.current = { values };
      return create(values);
    },
    {
      success: t('created'),
      then: () => navigate(next && saved.current ? next(saved.current.values) : area.list.to),
      failed: (error) => {
        const message = describeError(error);
        setFailure(message);
        if (notifyRefusal(error)) notify.error(t('failed', { message }));
      },
    },
  );
  return { save, failure };
}

export interface EntityRegisterPageProps<T extends { sys_id: string }> {
  /** The page's message prefix: `.title` and `.breadcrumb`. */
  messages: string;
  area: EntityArea<T>;
  /** The server's refusal of the last save. */
  failure: string | null;
  children: ReactNode;
}

/** A register page: its title, the crumbs from the area's list, the last refusal and the form. */
export function EntityRegisterPage<T extends { sys_id: string }>({ messages, area, failure, children }: EntityRegisterPageProps<T>) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${messages}.${key}` });
  return (
    <EntityPage title={t('title')} breadcrumb={[useListCrumb(area), { label: t('breadcrumb') }]} failure={failure}>
      {children}
    </EntityPage>
  );
}
