import { fireEvent, screen } from '@testing-library/react';
import { Avatar } from './avatar';
import { initialsOf } from './initials';
import { renderIn } from './test-providers';

describe('initialsOf', () => {
  it('takes the first letter of the first two words, for Latin and Arabic names', () => {
    expect(initialsOf('sara al harbi')).toBe('SA');
    expect(initialsOf('  Clinic ')).toBe('C');
    expect(initialsOf('عيادة النور')).toBe('عا');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
});

describe('Avatar', () => {
  it.each([
    ['small', 40],
    ['medium', 80],
    ['large', 150],
  ] as const)('is %s at %i px', (size, pixels) => {
    renderIn('en', <Avatar name="Sara Harbi" size={size} />);
    expect(screen.getByRole('img', { name: 'Picture of Sara Harbi' })).toHaveStyle({ width: `${pixels}px`, height: `${pixels}px` });
  });

  it('is medium (80 px) by default and shows generated initials without a picture', () => {
    renderIn('en', <Avatar name="Sara Harbi" />);
    const avatar = screen.getByRole('img', { name: 'Picture of Sara Harbi' });
    expect(avatar).toHaveStyle({ width: '80px' });
    expect(avatar).toHaveTextContent('SH');
  });

  it('shows the picture, and falls back to the initials when it fails to load', () => {
    const { container } = renderIn('en', <Avatar name="Noor Clinic" src="https://cdn.example/logo.png" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://cdn.example/logo.png');
    expect(screen.getByRole('img', { name: 'Picture of Noor Clinic' })).not.toHaveTextContent('NC');

    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Picture of Noor Clinic' })).toHaveTextContent('NC');
  });

  it('names the picture in Arabic and shows Arabic initials', () => {
    renderIn('ar', <Avatar name="عيادة النور" size="large" />);
    const avatar = screen.getByRole('img', { name: 'صورة عيادة النور' });
    expect(avatar).toHaveTextContent('عا');
    expect(avatar).toHaveStyle({ width: '150px' });
  });
});
