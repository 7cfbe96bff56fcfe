import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ImageUploader } from './image-uploader';
import { renderIn, text } from './test-providers';

const png = () => new File(['png'], 'logo.png', { type: 'image/png' });

function reply(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, statusText: 'Bad', json: () => Promise.resolve(body) } as Response);
}

describe('ImageUploader', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:chosen');
    URL.revokeObjectURL = jest.fn();
    window.__MK_CONFIG__ = { uploadUrl: '/api/media/upload', cloudName: 'demo', uploadPresets: { images: 'img', patients: 'csv' } };
  });
  afterEach(() => delete window.__MK_CONFIG__);

  const choose = (file: File) => fireEvent.change(screen.getByTestId('image-uploader-input'), { target: { files: [file] } });

  it('is a round 160 px picker; Upload is disabled until an image is chosen', () => {
    renderIn('en', <ImageUploader onUploaded={jest.fn()} />);
    const picker = screen.getByRole('button', { name: 'Choose image' });
    expect(picker).toHaveStyle({ width: '160px', height: '160px', borderRadius: '50%' });
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByText('Please select an image')).toBeInTheDocument();
    expect(screen.getByTestId('image-uploader-input')).toHaveAttribute('accept', '.jpeg,.jpg,.png,image/jpeg,image/png');

    choose(png());
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Chosen image' })).toHaveAttribute('src', 'blob:chosen');
    expect(screen.queryByText('Please select an image')).not.toBeInTheDocument();
  });

  it('refuses other types than jpeg, jpg and png', () => {
    renderIn('en', <ImageUploader onUploaded={jest.fn()} />);
    choose(new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('uploads file, upload_preset and cloud_name with the token on the same origin, emits secure_url and clears the file', async () => {
    let answer!: (value: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const onUploaded = jest.fn();
    renderIn('en', <ImageUploader onUploaded={onUploaded} token="tok-1" shape="rect" width={320} height={120} />);
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveStyle({ width: '320px', height: '120px' });
    const file = png();
    choose(file);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('progressbar', { name: 'Uploading...' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/media/upload');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Authorization: 'Bearer tok-1' });
    const body = init.body as FormData;
    expect(body.get('file')).toBe(file);
    expect(body.get('upload_preset')).toBe('img');
    expect(body.get('cloud_name')).toBe('demo');

    await act(async () => answer(await reply(200, { secure_url: 'https://cdn.example/logo.png' })));
    expect(onUploaded).toHaveBeenCalledWith('https://cdn.example/logo.png');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByText('Please select an image')).toBeInTheDocument();
  });

  it('repeats the CSRF cookie as a header on the same origin only', async () => {
    document.cookie = 'mk_csrf=c5rf';
    try {
      fetchMock.mockReturnValue(reply(200, { secure_url: 'https://cdn.example/a.png' }));
      const { unmount } = renderIn('en', <ImageUploader onUploaded={jest.fn()} token="tok-1" />);
      choose(png());
      fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(fetchMock.mock.calls[0][1].headers).toEqual({ Authorization: 'Bearer tok-1', 'x-csrf-token': 'c5rf' });
      unmount();
      window.__MK_CONFIG__ = { uploadUrl: 'https://api.images.example/v1/upload' };
      renderIn('en', <ImageUploader onUploaded={jest.fn()} token="tok-1" />);
      choose(png());
      fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(fetchMock.mock.calls[1][1].headers).toEqual({});
    } finally {
      document.cookie = 'mk_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('never sends the token to another origin', async () => {
    window.__MK_CONFIG__ = { uploadUrl: 'https://api.images.example/v1/upload' };
    fetchMock.mockReturnValue(reply(200, { secure_url: 'https://cdn.example/a.png' }));
    renderIn('en', <ImageUploader onUploaded={jest.fn()} token="tok-1" />);
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][1].headers).toEqual({});
  });

  it("shows the server's error message and keeps the file for another try, in Arabic", async () => {
    fetchMock.mockReturnValue(reply(400, { error: { message: 'Invalid image file' } }));
    const onUploaded = jest.fn();
    renderIn('ar', <ImageUploader onUploaded={onUploaded} />);
    expect(screen.getByText(text('ar', 'ui.imageUploader.noImage'))).toBeInTheDocument();
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: text('ar', 'ui.imageUploader.upload') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid image file');
    expect(onUploaded).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: text('ar', 'ui.imageUploader.upload') })).toBeEnabled());
  });
});
