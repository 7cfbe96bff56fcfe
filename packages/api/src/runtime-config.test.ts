import { getRuntimeConfig } from './runtime-config';

describe('getRuntimeConfig', () => {
  afterEach(() => delete window.__MK_CONFIG__);

  it('defaults to the same origin /api', () => {
    expect(getRuntimeConfig()).toEqual({
      apiHost: '/api',
      uploadUrl: '/api/media/upload',
      cloudName: 'local',
      uploadPresets: { images: 'images', patients: 'patients_csv' },
      publicSiteRoot: 'https://example.com/',
    });
  });

  it('lets the deployment override any value', () => {
    window.__MK_CONFIG__ = { apiHost: 'https://api.example.org', uploadPresets: { images: 'pics', patients: 'csv' } };
    expect(getRuntimeConfig()).toMatchObject({ apiHost: 'https://api.example.org', uploadUrl: '/api/media/upload', uploadPresets: { images: 'pics' } });
  });
});
