import { Breadcrumb, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Where the label leads; the last item is the current page and is never a link. */
  to?: string;
}

export interface PageSectionProps {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumb?: BreadcrumbItem[];
  avatar?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
}

/** The top of every page: breadcrumb, title, subtitle, optional avatar, and a loading overlay. */
export function PageSection({ title, subtitle, breadcrumb, avatar, loading = false, children }: PageSectionProps) {
  const intl = useIntl();
  const last = (breadcrumb?.length ?? 0) - 1;
  return (
    <section className="mk-page-section" aria-busy={loading}>
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'ui.pageSection.breadcrumb' })}>
          <Breadcrumb
            items={breadcrumb.map((item, index) => ({
              key: index,
              title:
                index < last && item.to ? (
                  <Link to={item.to}>{item.label}</Link>
                ) : (
                  <span aria-current={index === last ? 'page' : undefined}>{item.label}</span>
                ),
            }))}
          />
        </nav>
      )}
      <header style={{ display: 'flex', alignItems: 'center', gap: 16, marginBlock: 12 }}>
        {avatar}
        <div>
          {/* The page's title is its one h1 (the layouts carry no heading of their own). */}
          <Typography.Title level={1} style={{ marginBlock: 0, fontSize: 28 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Text type="secondary" className="mk-page-subtitle">
              {subtitle}
            </Typography.Text>
          )}
        </div>
      </header>
      <Spin spinning={loading} description={loading ? intl.formatMessage({ id: 'ui.pageSection.loading' }) : undefined}>
        <div>{children}</div>
      </Spin>
    </section>
  );
}
