import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { demoSettings, serveSite } from './test-data';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer(serveSite);

const footer = async () => screen.findByRole('contentinfo');
const linkList = (el: HTMLElement, heading: string) =>
  within(within(el).getByRole('heading', { name: heading }).closest('section') as HTMLElement).getAllByRole(
    'link',
  ) as HTMLAnchorElement[];
const names = (links: HTMLAnchorElement[]) => links.map((a) => a.firstChild?.textContent);

describe('footer friend links (SPEC §1)', () => {
  it('shows the six built-in links until the list answers, then the list instead', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.on('GET /api/bll/links/list', async () => {
      await answered;
      return ok({
        total: 2,
        rows: [
          {
            id: 1,
            linkName: '中国文化产业网',
            linkEsName: 'China Culture Industry',
            linkUrl: 'https://a.example.org/',
          },
          { id: 2, linkName: '文化和旅游部', linkEsName: '', linkUrl: 'https://www.mct.gov.cn/' },
        ],
      });
    });
    renderApp('/index');
    const el = await footer();
    const defaults = linkList(el, '友情链接');
    expect(defaults.map((a) => [a.firstChild?.textContent, a.getAttribute('href')])).toEqual([
      ['中华人民共和国教育部', 'http://www.moe.gov.cn/'],
      ['国务院妇女儿童工作委员会办公室', 'https://www.nwccw.gov.cn/'],
      ['中华全国妇女联合会', 'https://www.women.org.cn/'],
      ['共青团中央', 'https://www.gqt.org.cn/'],
      ['中国儿童中心', 'https://www.ccc.org.cn/'],
      ['中国儿童少年基金会', 'https://www.cctf.org.cn/'],
    ]);
    for (const a of defaults) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }

    answer();
    await within(el).findByRole('link', { name: /中国文化产业网/ });
    const links = linkList(el, '友情链接');
    expect(links.map((a) => [a.firstChild?.textContent, a.getAttribute('href')])).toEqual([
      ['中国文化产业网', 'https://a.example.org/'],
      ['文化和旅游部', 'https://www.mct.gov.cn/'],
    ]);
    expect(links.every((a) => a.target === '_blank' && a.rel === 'noopener noreferrer')).toBe(true);
    expect(within(el).queryByRole('link', { name: /中华人民共和国教育部/ })).toBeNull();

    // English names, the Chinese one when there is none.
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    await within(el).findByRole('heading', { name: 'Links' });
    expect(names(linkList(el, 'Links'))).toEqual(['China Culture Industry', '文化和旅游部']);
  });

  it('the built-in links have English names', async () => {
    useSession.getState().setLang(1);
    api.on('GET /api/bll/links/list', () => new Promise(() => undefined));
    renderApp('/index');
    const el = await footer();
    expect(names(linkList(el, 'Links'))).toEqual([
      'Ministry of Education of the P.R.C.',
      'Office of the National Working Committee on Children and Women',
      "All-China Women's Federation",
      'Central Committee of the Communist Youth League',
      "China National Children's Center",
      "China Children and Teenagers' Fund",
    ]);
  });

  it('leaves out a link that is not a web address', async () => {
    api.on(
      'GET /api/bll/links/list',
      ok({
        total: 3,
        rows: [
          { id: 1, linkName: '坏链接', linkEsName: '', linkUrl: 'javascript:alert(1)' },
          { id: 2, linkName: '无协议', linkEsName: '', linkUrl: 'www.example.org' },
          { id: 3, linkName: '好链接', linkEsName: '', linkUrl: 'https://ok.example.org/' },
        ],
      }),
    );
    renderApp('/index');
    const el = await footer();
    await within(el).findByRole('link', { name: /好链接/ });
    expect(linkList(el, '友情链接').map((a) => [a.firstChild?.textContent, a.getAttribute('href')])).toEqual([
      ['无协议', 'http://www.example.org'],
      ['好链接', 'https://ok.example.org/'],
    ]);
  });
});

describe('footer contact details and copyright (SPEC §1)', () => {
  it('shows the site settings in the chosen language', async () => {
    renderApp('/index');
    const el = await footer();
    expect(await within(el).findByText('北京市东城区文化路 1 号')).toBeTruthy();
    expect(within(el).getByRole('heading', { name: '联系我们' })).toBeTruthy();
    expect(within(el).getByRole('link', { name: '010-6500 0000' }).getAttribute('href')).toBe(
      'tel:01065000000',
    );
    expect(within(el).getByRole('link', { name: 'service@xiehui.example.org' }).getAttribute('href')).toBe(
      'mailto:service@xiehui.example.org',
    );
    expect(within(el).getByText('周一至周五 9:00–17:00')).toBeTruthy();

    const qr = within(el).getByRole('img', { name: '协会公众号二维码' });
    expect(qr.getAttribute('src')).toBe('/images/official-account.svg');

    const year = new Date().getFullYear();
    expect(within(el).getByText(`© ${year} 文化产业协会`)).toBeTruthy();
    const icp = within(el).getByRole('link', { name: /京ICP备2025000001号-1/ });
    expect(icp.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(icp.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await within(el).findByText('No. 1 Wenhua Road, Dongcheng District, Beijing')).toBeTruthy();
    expectShown(el, ['Monday to Friday, 9:00–17:00', `© ${year} Cultural Industry Association`]);
    expect(within(el).getByRole('img', { name: 'Official account QR code' })).toBeTruthy();
    expect(within(el).queryByText('北京市东城区文化路 1 号')).toBeNull();
  });

  it('shows an uploaded official-account image under the /prod-api prefix', async () => {
    const uploaded = '/profile/upload/2026/11/23/0123456789abcdef0123456789abcdef.png';
    api.on('GET /api/bll/site/settings', ok({ data: { ...demoSettings(), officialAccountImage: uploaded } }));
    renderApp('/index');
    const qr = await within(await footer()).findByRole('img', { name: '协会公众号二维码' });
    expect(qr.getAttribute('src')).toBe(`/prod-api${uploaded}`);
  });

  it('has no official-account figure when no image is configured', async () => {
    api.on('GET /api/bll/site/settings', ok({ data: { ...demoSettings(), officialAccountImage: '' } }));
    renderApp('/index');
    const el = await footer();
    await within(el).findByText('北京市东城区文化路 1 号');
    expect(within(el).queryByRole('img')).toBeNull();
    expect(within(el).queryByRole('heading', { name: '官方公众号' })).toBeNull();
  });

  it('is on every public page', async () => {
    const app = renderApp('/trainingEvent');
    const el = await footer();
    await waitFor(() => expect(within(el).getByText('北京市东城区文化路 1 号')).toBeTruthy());
    expect(app.location()).toBe('/trainingEvent');
  });
});
