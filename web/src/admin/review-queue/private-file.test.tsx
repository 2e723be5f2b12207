import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '@/testing/api-server';
import { loginAs } from '@/testing/render-page';
import { PrivateFiles } from './private-file';

const api = setupApiServer();

const pdf = {
  attachmentId: 32,
  originalName: '推荐信.pdf',
  fileType: 'pdf',
  fileSize: 9,
  createTime: null,
  url: '/prod-api/workflow/attachment/32',
};

describe('PrivateFiles', () => {
  it('saves a file that is not an image under its own name, fetched with the token', async () => {
    api.on('GET /workflow/attachment/32', { body: '%PDF-1.4', contentType: 'application/pdf' });
    URL.createObjectURL = () => 'blob:pdf';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    loginAs();
    render(<PrivateFiles files={[pdf]} />);
    expect(screen.queryByRole('img', { name: '推荐信.pdf' })).toBeNull();
    expect(api.callsTo('GET /workflow/attachment/32')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /推荐信\.pdf/ }));
    await waitFor(() => expect(saved).toEqual(['推荐信.pdf']));
    expect(api.callsTo('GET /workflow/attachment/32')[0].headers.authorization).toBe('Bearer tok');
  });

  it('says when a record has no file', () => {
    render(<PrivateFiles files={[]} />);
    expect(screen.getByText('无')).toBeTruthy();
  });
});
