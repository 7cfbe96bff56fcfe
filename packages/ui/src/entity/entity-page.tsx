import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { PageSection, type BreadcrumbItem, type PageSectionProps } from '../page-section';
import type { EntityRecord } from './entity-record';
import { RecordGate, type RecordGateProps } from './record-gate';

export interface EntityPageProps extends PageSectionProps {
  /** The server's refusal of the last save, shown above the form. */
  failure?: string | null;
}

/** A register page: the page's header, the last refusal, and the form. */
export function EntityPage({ failure, children, ...section }: EntityPageProps) {
  return (
    <PageSection {...section}>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBlockEnd: 16 }} />}
      {children}
    </PageSection>
  );
}

export interface EntityUpdatePageProps<T> extends Pick<RecordGateProps<T>, 'children' | 'skeleton'> {
  /** The page's message prefix: `<prefix>.title`, `.breadcrumb` (its own crumb) and `.loadFailed`. */
  messages: string;
  entity: EntityRecord<T>;
  /** The domain's list, the first crumb. */
  list: BreadcrumbItem;
  /** The record's crumb (its name, to its profile), shown once the record is known. */
  crumb: (record: T) => BreadcrumbItem;
  /** The words of a failed load (the page knows how to read its API's errors). */
  describeError: (error: unknown) => string;
}

/**
 * An update page: the record from navigation state or fetched by id (see useEntityRecord), a
 * skeleton while it loads, a failed load with Retry, 'Not Found', then the form for the record.
 */
export function EntityUpdatePage<T>({ messages, entity, list, crumb, describeError, skeleton, children }: EntityUpdatePageProps<T>) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${messages}.${key}` });
  const breadcrumb = [list, ...(entity.record ? [crumb(entity.record)] : []), { label: t('breadcrumb') }];
  return (
    <PageSection title={t('title')} breadcrumb={breadcrumb}>
      <RecordGate entity={entity} skeleton={skeleton} loadFailed={(error) => ({ title: t('loadFailed'), description: describeError(error) })}>
        {children}
      </RecordGate>
    </PageSection>
  );
}
