import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { PageSection, type PageSectionProps } from '../page-section';
import { useListCrumb, useRecordCrumb, type EntityArea } from './entity-area';
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

export interface EntityUpdatePageProps<T extends { sys_id: string }> extends Pick<RecordGateProps<T>, 'children' | 'skeleton'> {
  /** The page's message prefix: `<prefix>.title`, `.breadcrumb` (its own crumb) and `.loadFailed`. */
  messages: string;
  entity: EntityRecord<T>;
  /** The entity's list (the first crumb) and the record's name and profile (the second, once the record is known). */
  area: EntityArea<T>;
  /** The words of a failed load (the page knows how to read its API's errors). */
  describeError: (error: unknown) => string;
}

/**
 * An update page: the record from navigation state or fetched by id (see useEntityRecord), a
 * skeleton while it loads, a failed load with Retry, 'Not Found', then the form for the record.
 */
export function EntityUpdatePage<T extends { sys_id: string }>({ messages, entity, area, describeError, skeleton, children }: EntityUpdatePageProps<T>) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${messages}.${key}` });
  const recordCrumb = useRecordCrumb(area);
  const breadcrumb = [useListCrumb(area), ...(entity.record ? [recordCrumb(entity.record)] : []), { label: t('breadcrumb') }];
  return (
    <PageSection title={t('title')} breadcrumb={breadcrumb}>
      <RecordGate entity={entity} skeleton={skeleton} loadFailed={(error) => ({ title: t('loadFailed'), description: describeError(error) })}>
        {children}
      </RecordGate>
    </PageSection>
  );
}
