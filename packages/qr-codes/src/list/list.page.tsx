import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

/** Placeholder until the list is built. */
export default function ListPage() {
  return (
    <Typography.Title level={2}>
      <FormattedMessage id="qrCodes.list.title" />
    </Typography.Title>
  );
}
