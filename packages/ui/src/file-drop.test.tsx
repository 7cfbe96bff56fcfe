import { act, fireEvent, screen, within } from '@testing-library/react';
import { acceptsFile, sortFiles } from './file-accept';
import { FileDrop } from './file-drop';
import { renderIn, text } from './test-providers';

const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

describe('acceptsFile and sortFiles', () => {
  it('accept a wildcard, an extension (any case) or an exact MIME type', () => {
    expect(acceptsFile(file('a.png', 'image/png'), 'image/*')).toBe(true);
    expect(acceptsFile(file('a.pdf', 'application/pdf'), 'image/*')).toBe(false);
    expect(acceptsFile(file('DATA.CSV', ''), '.csv')).toBe(true);
    expect(acceptsFile(file('data.txt', 'text/plain'), 'text/csv')).toBe(false);
    expect(acceptsFile(file('data.csv', 'text/csv'), ['text/csv'])).toBe(true);
    expect(acceptsFile(file('a.bin', ''), undefined)).toBe(true);
  });

  it("refuse by type, then size, then a second file when multiple is off", () => {
    const big = file('big.png', 'image/png', 2048);
    const { accepted, rejected } = sortFiles(
      [file('a.png', 'image/png'), file('b.txt', 'text/plain'), big, file('c.png', 'image/png')],
      { accept: 'image/*', maxSize: 1024 },
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['b.txt', 'type'],
      ['big.png', 'size'],
      ['c.png', 'no_multiple'],
    ]);
    expect(sortFiles([file('d.png', 'image/png')], { multiple: false }, 1).rejected[0].reason).toBe('no_multiple');
    expect(sortFiles([file('d.png', 'image/png'), file('e.png', 'image/png')], { multiple: true }, 1).accepted).toHaveLength(2);
  });
});

describe('FileDrop', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('is a 180 px button that opens the file chooser', () => {
    renderIn('en', <FileDrop accept="image/*" />);
    const area = screen.getByRole('button', { name: 'Drop files here, or press to choose' });
    expect(area).toHaveStyle({ blockSize: '180px' });
    const input = screen.getByTestId('file-drop-input') as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    fireEvent.click(area);
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', 'image/*');
  });

  it('previews dropped files at 140 x 180 px and removes them', () => {
    const onChange = jest.fn();
    renderIn('en', <FileDrop accept="image/*,.csv" multiple onChange={onChange} />);
    fireEvent.drop(screen.getByRole('button', { name: /Drop files here/ }), {
      dataTransfer: { files: [file('logo.png', 'image/png'), file('rows.csv', 'text/csv')] },
    });
    const previews = within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem');
    expect(previews).toHaveLength(2);
    expect(previews[0]).toHaveStyle({ width: '180px', height: '140px' });
    expect(previews[0].querySelector('img')).toHaveAttribute('src', 'blob:preview');
    expect(previews[1]).toHaveTextContent('rows.csv');

    fireEvent.click(screen.getByRole('button', { name: 'Remove logo.png' }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'rows.csv' })]);
    expect(screen.queryByRole('button', { name: 'Remove logo.png' })).not.toBeInTheDocument();
  });

  it('reports refused files with their reason and says why', () => {
    const onReject = jest.fn();
    renderIn('en', <FileDrop accept="image/*" maxSize={1024 * 1024} onReject={onReject} />);
    const input = screen.getByTestId('file-drop-input');
    act(() => {
      fireEvent.change(input, { target: { files: [file('notes.txt', 'text/plain'), file('a.png', 'image/png')] } });
    });
    expect(onReject).toHaveBeenLastCalledWith([expect.objectContaining({ reason: 'type' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt: this type of file is not accepted');

    fireEvent.change(input, { target: { files: [file('b.png', 'image/png')] } });
    expect(onReject).toHaveBeenLastCalledWith([expect.objectContaining({ reason: 'no_multiple' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('b.png: only one file can be added');

    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    fireEvent.change(input, { target: { files: [file('huge.png', 'image/png', 2 * 1024 * 1024)] } });
    expect(onReject).toHaveBeenLastCalledWith([expect.objectContaining({ reason: 'size' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png: the file is larger than 1 MB');
  });

  it('speaks Arabic in rtl, with the remove button on the end side', () => {
    renderIn('ar', <FileDrop accept=".csv" />);
    expect(screen.getByRole('button', { name: text('ar', 'ui.fileDrop.prompt') })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('file-drop-input'), { target: { files: [file('x.png', 'image/png'), file('rows.csv', 'text/csv')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(text('ar', 'ui.fileDrop.rejected.type', { name: 'x.png' }));
    expect(screen.getByRole('button', { name: text('ar', 'ui.fileDrop.remove', { name: 'rows.csv' }) })).toHaveStyle({
      insetInlineEnd: '4px',
    });
  });
});
