import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EntityRecord } from './entity-record';

export interface RecordGateProps<T> {
  entity: EntityRecord<T>;
  /** The banner of a failed load, from the error (the page knows how to read its API's errors). */
  loadFailed: (error: unknown) => { title: ReactNode; description?: ReactNode };
  /** The skeleton's shape while loading: a profile shows an avatar. */
  skeleton?: { avatar?: boolean; rows?: number };
  children: (record: T) => ReactNode;
}

/** Loading, a failed load with Retry, 'Not Found', or the page's content for the record. */
export function RecordGate<T>({ entity, loadFailed, skeleton, children }: RecordGateProps<T>) {
  const intl = useIntl();
  if (entity.record) return <>{children(entity.record)}</>;
  if (entity.isLoading) return <Skeleton active avatar={skeleton?.avatar} paragraph={{ rows: skeleton?.rows ?? 8 }} />;
  if (entity.error) {
    const { title, description } = loadFailed(entity.error);
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={title}
        description={description}
        action={<Button onClick={() => void entity.refetch()}>{intl.formatMessage({ id: 'ui.common.retry' })}</Button>}
      />
    );
  }
  return <Empty description={intl.formatMessage({ id: 'ui.entity.notFound' })} />;
}
