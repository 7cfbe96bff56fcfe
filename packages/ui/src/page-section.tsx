import { Spin, theme, Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
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

/**
 * The top of every page: breadcrumb, title, subtitle, optional avatar, and a loading overlay.
 * The breadcrumb is a plain list drawn with the theme's tokens as antd's Breadcrumb draws it,
 * without its code: the shell and first page load this on every sign-in, and Breadcrumb brought
 * Dropdown and Menu (≈ 13 kB, issue 11). The links' colour and hover are `.mk-breadcrumb a` in the
 * dashboard's styles.
 */
export function PageSection({ title, subtitle, breadcrumb, avatar, loading = false, children }: PageSectionProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const last = (breadcrumb?.length ?? 0) - 1;
  const separator = { marginInline: token.marginXS, color: token.colorTextDescription };
  return (
    <section className="mk-page-section" aria-busy={loading}>
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'ui.pageSection.breadcrumb' })} className="mk-breadcrumb" style={{ color: token.colorTextDescription }}>
          <ol style={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 }}>
            {breadcrumb.map((item, index) => (
              <Fragment key={index}>
                <li style={index === last ? { color: token.colorText } : undefined}>
                  {index < last && item.to ? (
                    <Link to={item.to}>{item.label}</Link>
                  ) : (
                    <span aria-current={index === last ? 'page' : undefined}>{item.label}</span>
                  )}
                </li>
                {index < last && (
                  <li aria-hidden="true" style={separator}>
                    /
                  </li>
                )}
              </Fragment>
            ))}
          </ol>
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
