import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ImageUploader } from './image-uploader';
import { renderIn, text } from './test-providers';

const png = () => new File(['png'], 'logo.png', { type: 'image/png' });

describe('ImageUploader', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:chosen');
    URL.revokeObjectURL = jest.fn();
  });
  /** An upload that waits for the test to answer. */
  function heldUpload() {
    let settle!: { resolve: (url: string) => void; reject: (error: Error) => void };
    const upload = jest.fn((_file: File) => new Promise<string>((resolve, reject) => (settle = { resolve, reject })));
    return { upload, answer: (url: string) => settle.resolve(url), refuse: (message: string) => settle.reject(new Error(message)) };
  }

  const choose = (file: File) => fireEvent.change(screen.getByTestId('image-uploader-input'), { target: { files: [file] } });

  it('is a round 160 px picker; Upload is disabled until an image is chosen', () => {
    renderIn('en', <ImageUploader onUploaded={jest.fn()} upload={jest.fn()} />);
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
    renderIn('en', <ImageUploader onUploaded={jest.fn()} upload={jest.fn()} />);
    choose(new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('hands the chosen file to `upload`, shows progress, emits the hosted URL and clears the file', async () => {
    const { upload, answer } = heldUpload();
    const onUploaded = jest.fn();
    renderIn('en', <ImageUploader onUploaded={onUploaded} upload={upload} shape="rect" width={320} height={120} />);
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveStyle({ width: '320px', height: '120px' });
    const file = png();
    choose(file);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('progressbar', { name: 'Uploading...' })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(file);
    await act(async () => answer('https://cdn.example/logo.png'));
    expect(onUploaded).toHaveBeenCalledWith('https://cdn.example/logo.png');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    // It says the image went up (issue 16: it used to go back to 'Please select an image').
    expect(screen.getByRole('status')).toHaveTextContent('Image uploaded');
    expect(screen.queryByText('Please select an image')).not.toBeInTheDocument();
  });

  it('says how to replace an image the record already has', () => {
    renderIn('ar', <ImageUploader value="https://cdn.example/logo.png" onUploaded={jest.fn()} upload={jest.fn()} />);
    expect(screen.getByText(text('ar', 'ui.imageUploader.replace'))).toBeInTheDocument();
    expect(screen.queryByText(text('ar', 'ui.imageUploader.noImage'))).not.toBeInTheDocument();
  });

  it("shows the server's error message and keeps the file for another try, in Arabic", async () => {
    const { upload, refuse } = heldUpload();
    const onUploaded = jest.fn();
    renderIn('ar', <ImageUploader onUploaded={onUploaded} upload={upload} />);
    expect(screen.getByText(text('ar', 'ui.imageUploader.noImage'))).toBeInTheDocument();
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: text('ar', 'ui.imageUploader.upload') }));
    await act(async () => refuse('Invalid image file'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid image file');
    expect(onUploaded).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: text('ar', 'ui.imageUploader.upload') })).toBeEnabled());
  });
});
