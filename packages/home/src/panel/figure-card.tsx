import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FigureLink {
  to: string;
  label: string;
}

/** A card of the Home: its title (none when it holds one named figure), figures, and a link to the list it summarises (filtered as it counts). */
export function FigureCard({ title, link, extra, children }: { title?: ReactNode; link?: FigureLink; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card size="small" title={title} extra={extra} style={{ blockSize: '100%' }} data-home-card="">
      {children}
      {link && (
        <p style={{ marginBlock: '8px 0' }}>
          <Link to={link.to}>{link.label}</Link>
        </p>
      )}
    </Card>
  );
}

/** One figure with its name: antd's Statistic with a value already formatted in the user's language, and why it is missing. */
export function Figure({ title, value, hint }: { title: ReactNode; value: string; hint?: string }) {
  return (
    <>
      {/* antd lays the value out left to right: the text isolates itself so '1 د 35 ث' or '245.00 ر.س.' read in Arabic order. */}
      <Statistic title={title} value={value} formatter={() => <bdi>{value}</bdi>} styles={{ content: { fontSize: 20 } }} />
      {hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
    </>
  );
}
