import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Tag, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SentNotification } from '@mk/contracts';
import { DateTimeCell, IdCell, TextCell, useListText } from '@mk/ui';

function Audience({ row }: { row: SentNotification }) {
  const text = useListText();
  if (row.receiver_entity === 'all_patients') return <>{text('audience.all')}</>;
  return (
    <span>
      {text('audience.test')} <IdCell id={row.receiver_id ?? ''} />
    </span>
  );
}

/** Words, not only a colour (UX.md): whether patients find it in their notification center. */
function Stored({ stored }: { stored: boolean }) {
  const text = useListText();
  return <Tag color={stored ? 'blue' : 'default'}>{text(stored ? 'stored.yes' : 'stored.no')}</Tag>;
}

/** How far the delivery has gone: a broadcast is delivered in the background, in batches. */
function Delivery({ row }: { row: SentNotification }) {
  const text = useListText();
  const { token } = theme.useToken();
  const counts = { delivered: String(row.delivered_count), audience: String(row.audience_count) };
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <bdi>{text('delivery.count', counts)}</bdi>
      {/* Default tag colours (antd's green and gold text fall short of AA contrast); the icon tells them apart at a glance. */}
      <Tag
        icon={
          row.status === 'sent' ? (
            <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess }} />
          ) : (
            <ClockCircleOutlined aria-hidden style={{ color: token.colorWarning }} />
          )
        }
      >
        {text(`status.${row.status}`)}
      </Tag>
    </span>
  );
}

/** Title, Audience, Notification center, Sent on, Delivered (titles from `notifications.center.columns`). */
export function notificationColumns(): TableColumnsType<SentNotification> {
  return [
    { key: 'title', render: (_, row) => <TextCell value={<bdi>{row.title}</bdi>} /> },
    { key: 'audience', render: (_, row) => <Audience row={row} /> },
    { key: 'stored', render: (_, row) => <Stored stored={row.stored} /> },
    { key: 'sentAt', render: (_, row) => <DateTimeCell value={row.createdAt} /> },
    { key: 'delivered', render: (_, row) => <Delivery row={row} /> },
  ];
}
