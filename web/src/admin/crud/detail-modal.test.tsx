import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Descriptions } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { DetailModal } from './detail-modal';

const Detail = ({ row, onClose = () => {} }: { row: { name: string } | null; onClose?: () => void }) => (
  <DetailModal title="任务详细" row={row} onClose={onClose}>
    {(job) => (
      <>
        <Descriptions.Item label="任务名称">{job.name}</Descriptions.Item>
        {null}
      </>
    )}
  </DetailModal>
);

describe('DetailModal', () => {
  it("shows the row's facts under their labels", async () => {
    render(<Detail row={{ name: '清理会话' }} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('任务详细');
    expect(screen.getByText('任务名称')).toBeTruthy();
    expect(screen.getByText('清理会话')).toBeTruthy();
  });

  it('shows nothing without a row and closes by its close button', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Detail row={null} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Detail row={{ name: '清理会话' }} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /close/i }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
