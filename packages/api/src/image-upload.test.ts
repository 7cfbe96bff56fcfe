import { imageUploader } from './image-upload';

const png = () => new File(['png'], 'logo.png', { type: 'image/png' });
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, statusText: 'Bad', json: () => Promise.resolve(body) } as Response);

describe('imageUploader (the media host, for the image uploader)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    window.__MK_CONFIG__ = { uploadUrl: '/api/media/upload', cloudName: 'demo', uploadPresets: { images: 'img', patients: 'csv' } };
  });
  afterEach(() => delete window.__MK_CONFIG__);

  it('posts file, upload_preset and cloud_name with the token on the same origin and gives secure_url', async () => {
    fetchMock.mockReturnValue(reply(200, { secure_url: 'https://cdn.example/logo.png' }));
    const file = png();
    expect(await imageUploader('tok-1')(file)).toBe('https://cdn.example/logo.png');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/media/upload');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Authorization: 'Bearer tok-1' });
    const body = init.body as FormData;
    expect(body.get('file')).toBe(file);
    expect(body.get('upload_preset')).toBe('img');
    expect(body.get('cloud_name')).toBe('demo');
  });

  it('repeats the CSRF cookie as a header on the same origin only, and never sends the token elsewhere', async () => {
    document.cookie = 'mk_csrf=c5rf';
    try {
      fetchMock.mockReturnValue(reply(200, { secure_url: 'https://cdn.example/a.png' }));
      await imageUploader('tok-1')(png());
      expect(fetchMock.mock.calls[0][1].headers).toEqual({ Authorization: 'Bearer tok-1', 'x-csrf-token': 'c5rf' });
      window.__MK_CONFIG__ = { uploadUrl: 'https://api.images.example/v1/upload' };
      await imageUploader('tok-1')(png());
      expect(fetchMock.mock.calls[1][1].headers).toEqual({});
    } finally {
      document.cookie = 'mk_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it("rejects with the host's error message", async () => {
    fetchMock.mockReturnValue(reply(400, { error: { message: 'Invalid image file' } }));
    await expect(imageUploader(null)(png())).rejects.toThrow('Invalid image file');
  });
});
