import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, bodyOfOnlyCall, ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import { pickDateRange } from '@/testing/date-picker';
import { dictOf, serveDicts } from '@/testing/render-page';
import { useSession } from '@/store/session';
import ArticlePage from '../pages/article/index';
import { expectShown } from '@/testing/expect-shown';

const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  typeId: 21,
  typeName: '通知公告',
  articleName: `文章${id}`,
  articleEsName: '',
  summary: '',
  summaryEs: '',
  cover: '',
  author: '秘书处',
  source: '',
  publishTime: '2026-01-05 09:30:00',
  status: '0',
  isTop: '0',
  viewCount: 12,
  createTime: '2026-01-05 09:00:00',
  remark: '',
  ...extra,
});

const draft = row(5, {
  articleName: '年会通知',
  articleEsName: 'Annual meeting notice',
  summary: '年会摘要',
  author: '秘书处',
  source: '本会',
  status: '1',
  publishTime: null,
});

const api = setupApiServer((api) => {
  serveDicts(api, { bll_article_status: dictOf(['0', '已发布', 'success'], ['1', '草稿', 'info']) });
  api.on(
    'GET /content/articleType/treeselect',
    ok({ data: [{ id: 1, label: '资讯公告', children: [{ id: 21, label: '通知公告' }] }] }),
  );
  api.on('GET /content/article/list', (call: ApiCall) => {
    const page = Number(call.query.get('pageNum'));
    return ok({ total: 25, rows: page === 2 ? [row(30)] : [draft, row(6)] });
  });
  api.on(
    'GET /content/article/5',
    ok({ data: { ...draft, content: '<p>中文正文</p>', contentEs: '<p>English body</p>' } }),
  );
});

/** Opens 年会通知 in the edit dialog; answers its form. */
async function editDraft() {
  return crud.openRowForm(await crud.showPageRow(<ArticlePage />, '年会通知'), '修改', '修改文章');
}

describe('content/article/index', () => {
  it('sends the filters, the publish-time range and the page asked for', async () => {
    await crud.showPageRow(<ArticlePage />, '年会通知');
    crud.expectFirstPage(api, 'GET /content/article/list');

    const search = screen.getByRole('form', { name: '搜索' });
    fireEvent.change(within(search).getByPlaceholderText('请输入文章标题'), { target: { value: '年会' } });
    fireEvent.mouseDown(within(search).getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByTitle('草稿'));
    await pickDateRange(search, '2026-01-01', '2026-01-31');
    fireEvent.click(within(search).getByRole('button', { name: '搜 索' }));
    await crud.waitForLastQuery(api, 'GET /content/article/list', {
      articleName: '年会',
      status: '1',
      'params[beginTime]': '2026-01-01',
      'params[endTime]': '2026-01-31',
    });

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('文章30')).toBeTruthy();
    crud.expectParams(api.callsTo('GET /content/article/list').at(-1)!.query, {
      pageNum: '2',
      articleName: '年会',
    });
  });

  it('loads an article into the dialog and saves both bodies with the edits', async () => {
    api.on('PUT /content/article', ok());
    const form = await editDraft();
    await crud.waitForField(form, '文章标题', '年会通知');
    await within(form).findByText('中文正文');
    crud.typeInto(form, '文章标题', '2026 年会通知');
    fireEvent.click(within(form).getByLabelText('发布'));
    expect(await crud.submitForm(api, 'PUT /content/article')).toMatchObject({
      id: 5,
      typeId: 21,
      articleName: '2026 年会通知',
      articleEsName: 'Annual meeting notice',
      summary: '年会摘要',
      source: '本会',
      status: '0',
      isTop: '0',
      content: '<p>中文正文</p>',
      contentEs: '<p>English body</p>',
    });
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('previews the form through the public article view in Chinese and in English', async () => {
    const form = await editDraft();
    await within(form).findByText('中文正文');
    crud.typeInto(form, '文章标题', '改过的标题');
    fireEvent.click(within(form).getByRole('button', { name: /预\s*览/ }));

    // antd names every dialog by the same id under test: find the preview by its title.
    const preview = (await screen.findByText('文章预览', {}, { timeout: 10_000 })).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    expect(within(preview).getByRole('heading', { name: '改过的标题' })).toBeTruthy();
    expectShown(preview, ['中文正文', '本会']);

    fireEvent.click(within(preview).getByText('English'));
    expect(await within(preview).findByRole('heading', { name: 'Annual meeting notice' })).toBeTruthy();
    expect(within(preview).getByText('English body')).toBeTruthy();
    // A source written only in Chinese tells an English reader nothing: it is left out.
    expect(within(preview).queryByText('Source:')).toBeNull();
    expect(within(preview).queryByText('本会')).toBeNull();
    // The admin's own language is left as it was.
    expect(useSession.getState().lang).toBe(0);
  });

  it('publishes a draft and withdraws a published article through changeStatus', async () => {
    api.on('PUT /content/article/changeStatus', ok());
    const draftRow = await crud.showPageRow(<ArticlePage />, '年会通知');
    fireEvent.click(within(draftRow).getByRole('button', { name: /发\s*布/ }));
    await crud.confirmPrompt('确认要发布文章"年会通知"吗？');
    expect(await bodyOfOnlyCall(api, 'PUT /content/article/changeStatus')).toEqual({ id: 5, status: '0' });
    expect(await screen.findByText('发布成功')).toBeTruthy();

    fireEvent.click(within(await crud.findRow('文章6')).getByRole('button', { name: /撤\s*回/ }));
    const dialog = await screen.findByRole('dialog', { name: '系统提示' });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('PUT /content/article/changeStatus')).toHaveLength(2));
    expect(api.callsTo('PUT /content/article/changeStatus')[1].body).toEqual({ id: 6, status: '1' });
  });

  it('shows only what the permissions allow', async () => {
    const draftRow = await crud.showPageRow(<ArticlePage />, '年会通知', ['content:article:list']);
    crud.expectNoButtons(['新增', '导出']);
    crud.expectNoButtons(['修改', '删除', '发布', '预览'], draftRow);
  });
});
