import { beforeAll, describe, expect, it } from 'vitest';
import { useStaffKit } from '../../../test/helper.js';
import { memberKit } from '../../../test/member-kit.js';

// Members-only articles: staff mark an article; its body reaches members only, through every path.

const { t, admin, kit } = await useStaffKit(memberKit);

const SECRET = '会员专享的正文内容';
let articleId: number;

beforeAll(async () => {
  const list = (await t.app.inject({ url: '/prod-api/api/bll/article/list?pageSize=1' })).json();
  articleId = list.rows[0].id;
  const article = (await kit.call(admin, 'GET', `/content/article/${articleId}`)).json().data;
  const saved = await kit.call(admin, 'PUT', '/content/article', {
    id: articleId,
    typeId: article.typeId,
    articleName: article.articleName,
    summary: '会员专享文章的摘要',
    content: `<p>${SECRET}</p>`,
    contentEs: `<p>${SECRET} (en)</p>`,
    membersOnly: '1',
  });
  expect(saved.json().code).toBe(200);
});

const read = (token?: string) =>
  t.app.inject({
    url: `/prod-api/api/bll/article/${articleId}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('a members-only article', () => {
  it('shows the flag in lists, and staff see the body', async () => {
    const list = (await t.app.inject({ url: '/prod-api/api/bll/article/list?pageSize=100' })).json();
    expect(list.rows.find((row: { id: number }) => row.id === articleId).membersOnly).toBe('1');
    expect((await kit.call(admin, 'GET', `/content/article/${articleId}`)).json().data.content).toContain(
      SECRET,
    );
  });

  it('gives visitors and non-members the title and summary, never the body', async () => {
    for (const token of [undefined, await kit.visitor(), admin]) {
      const response = await read(token);
      expect(response.json().data).toMatchObject({
        summary: '会员专享文章的摘要',
        content: '',
        contentEs: '',
        locked: true,
      });
      expect(response.body).not.toContain(SECRET);
    }
    const page = await t.app.inject({ url: `/article?articleId=${articleId}` });
    expect(page.body).not.toContain(SECRET);
  });

  it('gives a member the body, and not once the membership is suspended', async () => {
    const { token, memberId } = await kit.member();
    const member = (await read(token)).json().data;
    expect(member).toMatchObject({ locked: false, content: `<p>${SECRET}</p>` });
    await kit.call(admin, 'PUT', '/member/vip/changeStatus', { memberId, status: '1', reason: '核查' });
    expect((await read(token)).body).not.toContain(SECRET);
  });

  it('is an ordinary article again when the flag is taken off', async () => {
    const article = (await kit.call(admin, 'GET', `/content/article/${articleId}`)).json().data;
    await kit.call(admin, 'PUT', '/content/article', {
      id: articleId,
      typeId: article.typeId,
      articleName: article.articleName,
      membersOnly: '0',
    });
    expect((await read()).json().data).toMatchObject({ locked: false, content: `<p>${SECRET}</p>` });
  });
});
