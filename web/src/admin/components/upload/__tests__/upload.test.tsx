import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, type ApiReply, fail, ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import { FileUpload } from '../file-upload';
import { ImageUpload } from '../image-upload';
import type { UploadFieldProps } from '../upload-field';

const api = setupApiServer();

const MB = 1024 * 1024;
const fileOf = (name: string, size = 1024, type = '') => new File([new Uint8Array(size)], name, { type });

/** The server's answer for a stored file. */
const stored = (newFileName: string, originalFilename: string) =>
  ok({
    url: `http://localhost/prod-api/profile/upload/2026/11/23/${newFileName}`,
    fileName: `/profile/upload/2026/11/23/${newFileName}`,
    newFileName,
    originalFilename,
  });

/** A form field holding the component's value, reporting every change to `onValue`. */
function renderField(
  Field: ComponentType<UploadFieldProps>,
  { value = '', onValue = vi.fn(), ...props }: UploadFieldProps & { onValue?: (value: string) => void } = {},
) {
  function Form() {
    const [current, setCurrent] = useState(value);
    return (
      <Field
        {...props}
        value={current}
        onChange={(next) => {
          setCurrent(next);
          onValue(next);
        }}
      />
    );
  }
  loginAs();
  const view = renderPage(<Form />);
  const pick = (...files: File[]) =>
    fireEvent.change(view.container.querySelector('input[type="file"]')!, { target: { files } });
  return { ...view, pick, onValue };
}

/** Picks `files` into `Field` and sees them refused with `refusal`, nothing sent; answers the field. */
async function expectRefusal(
  Field: ComponentType<UploadFieldProps>,
  files: File[],
  refusal: string,
  props: UploadFieldProps = {},
) {
  const field = renderField(Field, props);
  field.pick(...files);
  expect(await screen.findAllByText(refusal)).toHaveLength(1);
  expect(api.callsTo('POST /common/upload')).toHaveLength(0);
  return field;
}

/** The multipart body as the stand-in recorded it. */
const multipart = (call: ApiCall) => String(call.body);

it.each([
  [
    'FileUpload',
    'a file over the size limit',
    FileUpload,
    fileOf('report.pdf', 5 * MB + 1),
    '上传文件大小不能超过 5 MB!',
  ],
  [
    'FileUpload',
    'a type not configured, naming the configured types',
    FileUpload,
    fileOf('photo.png'),
    '文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!',
  ],
  [
    'ImageUpload',
    'an image over the size limit',
    ImageUpload,
    fileOf('big.png', 6 * MB, 'image/png'),
    '上传图片大小不能超过 5 MB!',
  ],
  [
    'ImageUpload',
    'a type other than an image, naming the image types',
    ImageUpload,
    fileOf('scan.pdf'),
    '文件格式不正确, 请上传png/jpg/jpeg格式文件!',
  ],
])('%s refuses %s without sending it', async (_, __, Field, file, refusal) => {
  await expectRefusal(Field, [file], refusal);
});

describe('FileUpload', () => {
  it('refuses a sixth file', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => `/profile/upload/2026/11/23/f${n}.pdf`).join(',');
    const { onValue } = await expectRefusal(FileUpload, [fileOf('sixth.pdf')], '上传文件数量不能超过 5 个!', {
      value: five,
    });
    expect(onValue).not.toHaveBeenCalled();
  });

  it('uploads a file as kind=file, adds its fileName to the value and lists it as a link', async () => {
    api.on('POST /common/upload', stored('ab12.docx', 'minutes.docx'));
    const { pick, onValue } = renderField(FileUpload, { value: '/profile/upload/2026/11/01/old.pdf' });
    expect(screen.getByText('old.pdf').closest('a')?.getAttribute('href')).toBe(
      '/prod-api/profile/upload/2026/11/01/old.pdf',
    );
    pick(fileOf('minutes.docx', 2048));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(onValue).toHaveBeenLastCalledWith(
      '/profile/upload/2026/11/01/old.pdf,/profile/upload/2026/11/23/ab12.docx',
    );
    const link = (await screen.findByText('ab12.docx')).closest('a');
    expect(link?.getAttribute('href')).toBe('/prod-api/profile/upload/2026/11/23/ab12.docx');

    const [call] = api.callsTo('POST /common/upload');
    expect(call.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.headers.authorization).toBe('Bearer tok');
    expect(multipart(call)).toMatch(/name="kind"\r\n\r\nfile\r\n/);
    expect(multipart(call)).toContain('name="file"; filename="minutes.docx"');
  });

  it('lists a file with its progress while it uploads; removing it then drops the upload', async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    api.on('POST /common/upload', () => new Promise<ApiReply>((resolve) => (answer = resolve)));
    const { pick, onValue } = renderField(FileUpload);
    pick(fileOf('minutes.pdf'));
    const item = (await screen.findByText('minutes.pdf')).closest('.ant-upload-list-item') as HTMLElement;
    expect(await within(item).findByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /common/upload')).toHaveLength(1));
    fireEvent.click(within(item).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('minutes.pdf')).toBeNull());
    answer(stored('ef56.pdf', 'minutes.pdf'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.queryByText('上传成功')).toBeNull();
    expect(screen.queryByText('上传失败, 请重试')).toBeNull();
  });

  it('shows the server’s message when it refuses the file, and keeps the value', async () => {
    api.on('POST /common/upload', fail(400, '上传文件大小不能超过 5 MB!'));
    const { pick, onValue } = renderField(FileUpload);
    pick(fileOf('notes.txt'));
    expect(await screen.findByText('上传文件大小不能超过 5 MB!')).toBeTruthy();
    expect(screen.queryByText('上传失败, 请重试')).toBeNull();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('says 上传失败, 请重试 when the upload fails without an answer', async () => {
    api.on('POST /common/upload', { status: 502, body: null });
    const { pick, onValue } = renderField(FileUpload);
    pick(fileOf('notes.txt'));
    expect(await screen.findByText('上传失败, 请重试')).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.queryByText('notes.txt')).toBeNull();
  });

  it('removes a listed file from the value', async () => {
    const { onValue } = renderField(FileUpload, {
      value: '/profile/upload/2026/11/01/a.pdf,/profile/upload/2026/11/01/b.pdf',
    });
    const item = screen.getByText('a.pdf').closest('.ant-upload-list-item') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('/profile/upload/2026/11/01/b.pdf'));
    await waitFor(() => expect(screen.queryByText('a.pdf')).toBeNull());
  });

  it('shows the limits in its tip, and nothing to pick or remove when disabled', () => {
    const { container, unmount } = renderField(FileUpload);
    expect(container.textContent).toContain('请上传 大小不超过 5MB 格式为 doc/xls/ppt/txt/pdf 的文件');
    unmount();
    renderField(FileUpload, { value: '/profile/upload/2026/11/01/a.pdf', disabled: true });
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /选取文件/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByText(/请上传/)).toBeNull();
  });
});

describe('ImageUpload', () => {
  it('refuses a selection that would go over the limit as a whole', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => fileOf(`p${n}.png`, 1024, 'image/png'));
    await expectRefusal(ImageUpload, five, '上传文件数量不能超过 5 个!', {
      value: '/profile/upload/2026/11/01/a.png',
    });
  });

  it('uploads as kind=image, shows the thumbnail and previews it large', async () => {
    api.on('POST /common/upload', stored('cd34.png', 'cover.png'));
    const { pick, onValue, container } = renderField(ImageUpload);
    pick(fileOf('cover.png', 2048, 'image/png'));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(onValue).toHaveBeenLastCalledWith('/profile/upload/2026/11/23/cd34.png');
    expect(multipart(api.callsTo('POST /common/upload')[0])).toMatch(/name="kind"\r\n\r\nimage\r\n/);
    await waitFor(() =>
      expect(container.querySelector('.ant-upload-list-item img')?.getAttribute('src')).toBe(
        '/prod-api/profile/upload/2026/11/23/cd34.png',
      ),
    );
    fireEvent.click(screen.getByTitle('预览'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: '预览' }).getAttribute('src')).toBe(
      '/prod-api/profile/upload/2026/11/23/cd34.png',
    );
  });

  it('says 上传失败 when the upload fails', async () => {
    api.on('POST /common/upload', { status: 502, body: null });
    const { pick, onValue } = renderField(ImageUpload);
    pick(fileOf('cover.jpg', 2048, 'image/jpeg'));
    expect(await screen.findByText('上传失败')).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('with limit 1 holds one image and offers the picker again once it is removed', async () => {
    const { onValue } = renderField(ImageUpload, { value: '/profile/upload/2026/11/01/qr.png', limit: 1 });
    expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(''));
    expect(await screen.findByRole('button', { name: '上传图片' })).toBeTruthy();
  });
});
