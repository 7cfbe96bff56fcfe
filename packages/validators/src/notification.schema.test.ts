import { notificationSchema, validateImageLink } from './index';
import { errorsOf } from './test-helpers';

describe('the notification image link', () => {
  it.each(['https://cdn.example.com/a.png', 'http://localhost:3000/api/media/files/x.png'])('accepts %s', (link) => {
    expect(validateImageLink(link)).toBeUndefined();
  });

  it.each(['javascript:alert(1)', 'ftp://host/a.png', 'a.png', 'data:image/png;base64,AAAA'])('refuses %s', (link) => {
    expect(validateImageLink(link)?.defaultMessage).toBe('Invalid image link');
  });

  it('is optional', async () => {
    expect(await errorsOf(notificationSchema, { title: 'News today', image: '' })).toEqual({});
  });

  it('refuses a bad link in the body', async () => {
    expect(await errorsOf(notificationSchema, { title: 'News today', image: 'file:///etc/passwd' })).toEqual({ image: 'Invalid image link' });
  });
});

describe('the notification body bounds', () => {
  it('refuses content past a paragraph', async () => {
    expect(await errorsOf(notificationSchema, { title: 'News today', content: 'x'.repeat(1001) })).toEqual({ content: 'Must be at most 1000 characters' });
  });

  it('refuses an unknown receiver', async () => {
    expect(await errorsOf(notificationSchema, { title: 'News today', receiver_entity: 'all_doctors' })).toEqual({ receiver_entity: 'Please fill all required fields' });
  });
});
