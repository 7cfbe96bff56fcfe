import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm.dialog';
import { renderIn, text } from './test-providers';

function Harness({ onOk, danger }: { onOk: () => unknown; danger?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Delete clinic"
      danger={danger}
      onOk={async () => {
        await onOk();
        setOpen(false);
      }}
      onCancel={() => setOpen(false)}
    >
      Are you sure you want to delete clinic Noor?
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('names what will be removed, is at most 500 px wide and confirms with a danger OK', async () => {
    const onOk = jest.fn();
    renderIn('en', <Harness onOk={onOk} danger />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete clinic Noor?');
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '500px', maxWidth: '100%' });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok.className).toMatch(/dangerous|danger/);
    fireEvent.click(ok);
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to delete clinic Noor?')).not.toBeInTheDocument());
  });

  it('stays open when the action fails, and Cancel closes without acting', async () => {
    const onOk = jest.fn().mockRejectedValue(new Error('server down'));
    renderIn('en', <Harness onOk={onOk} />);
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onOk).toHaveBeenCalled());
    expect(screen.getByText('Are you sure you want to delete clinic Noor?')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to delete clinic Noor?')).not.toBeInTheDocument());
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape', async () => {
    renderIn('en', <Harness onOk={jest.fn()} />);
    const dialog = await screen.findByRole('dialog');
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    });
    await waitFor(() => expect(screen.queryByText('Are you sure you want to delete clinic Noor?')).not.toBeInTheDocument());
  });

  it('shows Arabic OK and Cancel in a right-to-left dialog', async () => {
    renderIn('ar', <Harness onOk={jest.fn()} />);
    expect(await screen.findByRole('button', { name: text('ar', 'ui.common.ok') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('ar', 'ui.common.cancel') })).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-wrap-rtl, .ant-modal-rtl')).not.toBeNull();
  });
});
