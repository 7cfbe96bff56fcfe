import { fireEvent, screen } from '@testing-library/react';
import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { renderWithProviders } from './render-with-providers';

function GoButton() {
  const navigate = useNavigate();
  return (
    <Button onClick={() => navigate('/login')}>
      <FormattedMessage id="session.login.submit" />
    </Button>
  );
}

describe('renderWithProviders', () => {
  it('renders with the registered messages and mirrors antd in Arabic', async () => {
    renderWithProviders(<GoButton />, { locale: 'ar' });
    const button = await screen.findByRole('button', { name: 'تسجيل الدخول' });
    expect(button.className).toContain('ant-btn-rtl');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('mounts the page at its path and shows where navigation leads', async () => {
    const { store } = renderWithProviders(<GoButton />, { path: '/clinics/:id', route: '/clinics/7' });
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(store.getState().session.user).toBeNull();
  });
});
