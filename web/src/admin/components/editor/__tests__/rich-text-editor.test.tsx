import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import { RichTextEditor } from '../rich-text-editor';

const api = setupApiServer();

// jsdom has no layout; ProseMirror measures text ranges to scroll the cursor into view.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => ({ top: 0, left: 0, right: 0, bottom: 0 }) as DOMRect;

/** An article form: the editor's value, and a button that loads another article into it. */
function renderEditor(initial = '') {
  const onValue = vi.fn();
  function Form() {
    const [html, setHtml] = useState(initial);
    return (
      <>
        <button type="button" onClick={() => setHtml('<p>第二篇文章</p>')}>
          载入文章
        </button>
        <RichTextEditor
          value={html}
          ariaLabel="内容"
          placeholder="请输入内容"
          onChange={(next) => {
            setHtml(next);
            onValue(next);
          }}
        />
      </>
    );
  }
  loginAs();
  const view = renderPage(<Form />);
  const pickImage = (file: File) =>
    fireEvent.change(view.container.querySelector('input[type="file"]')!, { target: { files: [file] } });
  return { ...view, onValue, pickImage };
}

const image = (name = 'photo.png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('RichTextEditor', () => {
  it('uploads a picked image as kind=image and inserts it by its /prod-api address', async () => {
    api.on(
      'POST /common/upload',
      ok({
        url: 'http://localhost/prod-api/profile/upload/2026/11/23/ab12.png',
        fileName: '/profile/upload/2026/11/23/ab12.png',
        newFileName: 'ab12.png',
        originalFilename: 'photo.png',
      }),
    );
    const { onValue, pickImage } = renderEditor('<p>正文</p>');
    pickImage(image());
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/prod-api/profile/upload/2026/11/23/ab12.png">'),
      ),
    );
    expect(screen.getByRole('textbox', { name: '内容' }).querySelector('img')?.getAttribute('src')).toBe(
      '/prod-api/profile/upload/2026/11/23/ab12.png',
    );
    const [call] = api.callsTo('POST /common/upload');
    expect(call.headers.authorization).toBe('Bearer tok');
    expect(String(call.body)).toMatch(/name="kind"\r\n\r\nimage\r\n/);
  });

  it('shows 图片插入失败 and inserts nothing when the server answers code 500', async () => {
    api.on('POST /common/upload', { body: { code: 500, msg: '存储失败' } });
    const { onValue, pickImage } = renderEditor('<p>正文</p>');
    pickImage(image());
    expect(await screen.findByText('图片插入失败')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '内容' }).querySelector('img')).toBeNull();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB without sending it', async () => {
    const { pickImage } = renderEditor();
    pickImage(image('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('上传图片大小不能超过 5 MB!')).toBeTruthy();
    expect(api.callsTo('POST /common/upload')).toHaveLength(0);
  });

  it('shows a value loaded from outside without reporting it back, and gives HTML for edits', async () => {
    const { onValue } = renderEditor();
    const box = screen.getByRole('textbox', { name: '内容' });
    expect(screen.getByText('请输入内容')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '载入文章' }));
    await waitFor(() => expect(box.textContent).toBe('第二篇文章'));
    expect(screen.queryByText('请输入内容')).toBeNull();
    expect(onValue).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '二级标题' }));
    // Tiptap keeps an empty paragraph after a last heading, so there is somewhere to type on.
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<h2>第二篇文章</h2><p></p>'));
    expect(screen.getByRole('button', { name: '二级标题' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('<p>第二篇文章</p>'));
    // Loading the article is not an edit: there is nothing left to undo.
    expect(screen.getByRole('button', { name: '撤销' })).toHaveProperty('disabled', true);
  });

  it('with nothing selected, inserts the address typed in the link dialog as a link', async () => {
    const { onValue } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: '载入文章' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '内容' }).textContent).toBe('第二篇文章'));
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '链接地址' }), {
      target: { value: 'https://example.com/a' },
    });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith(
        '<p>第二篇文章<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a">' +
          'https://example.com/a</a></p>',
      ),
    );
  });
});
