import { render, screen } from '@testing-library/react';
import { PageSection } from './page-section';
import { TestProviders } from './test-providers';

describe('PageSection', () => {
  it('shows clickable breadcrumb labels, a non-clickable current page, title and subtitle', () => {
    render(
      <TestProviders>
        <PageSection
          title="Create New Clinic"
          subtitle="List of clinics"
          breadcrumb={[{ label: 'Clinics', to: '/clinics' }, { label: 'Create Clinic', to: '/clinics/register' }]}
        />
      </TestProviders>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('Clinics/Create Clinic');
    expect(screen.getByRole('link', { name: 'Clinics' })).toHaveAttribute('href', '/clinics');
    expect(screen.queryByRole('link', { name: 'Create Clinic' })).not.toBeInTheDocument();
    expect(screen.getByText('Create Clinic')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Create New Clinic' })).toBeInTheDocument();
    expect(screen.getByText('List of clinics')).toBeInTheDocument();
  });

  it('shows a loading overlay over its content while loading', () => {
    const { rerender } = render(
      <TestProviders>
        <PageSection title="Clinics" loading>
          <p>rows</p>
        </PageSection>
      </TestProviders>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(
      <TestProviders>
        <PageSection title="Clinics">
          <p>rows</p>
        </PageSection>
      </TestProviders>,
    );
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByText('rows')).toBeInTheDocument();
  });
});
