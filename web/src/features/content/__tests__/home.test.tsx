import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { HomeBanner, SLIDE_INTERVAL } from '../components/home-banner';
import { block, councilMeeting, menu, serveMenu, summary } from './fixtures';

const byId = (id: number) =>
  menu.flatMap((item) => [item, ...item.children]).find((item) => item.id === id) ?? menu[0];

const news = [
  councilMeeting(11),
  summary(12, 21, '文化产业论坛在京举行', 'Cultural industry forum in Beijing', {
    publishTime: '2025-02-20 09:00:00',
  }),
];
const notices = [
  summary(13, 22, '关于开展会员年检的通知', 'Annual member review', { publishTime: '2025-03-05 09:00:00' }),
];
const guide = [summary(14, 14, '入会流程说明', 'How to join', { publishTime: '2025-01-10 09:00:00' })];

setupApiServer((api) => {
  serveMenu(api);
  api.on(
    'GET /api/bll/article_type/indexList',
    ok({
      data: [block(byId(21), news), block(byId(22), notices), block(byId(13), guide), block(byId(91), [])],
    }),
  );
});

function column(name: string) {
  return screen.getByRole('region', { name });
}

describe('home page /index', () => {
  it('shows the news and notice columns with dated links to the articles and a more link', async () => {
    renderApp('/index');
    const newsColumn = await screen.findByRole('region', { name: '协会动态' });
    const first = within(newsColumn).getByRole('link', { name: '协会召开第三届理事会' });
    expect(first.getAttribute('href')).toMatch(/^\/article\?articleId=11&key=\w+$/);
    expect(within(newsColumn).getByText('2025-03-12')).toBeTruthy();
    expect(within(newsColumn).getByRole('link', { name: '文化产业论坛在京举行' })).toBeTruthy();
    expect(within(newsColumn).getByRole('link', { name: '更多协会动态' }).getAttribute('href')).toBe(
      '/areaxList?parentId=20&tabIndex=21',
    );

    const noticeColumn = column('通知公告');
    expect(within(noticeColumn).getByRole('link', { name: '关于开展会员年检的通知' })).toBeTruthy();
    expect(within(noticeColumn).getByRole('link', { name: '更多通知公告' }).getAttribute('href')).toBe(
      '/areaxList?parentId=20&tabIndex=22',
    );
    expect(screen.getByRole('heading', { level: 1, name: '首页' })).toBeTruthy();
    expect(document.title).toBe('首页 - 文化产业协会');
  });

  it('shows the membership and training-event blocks as calls to action', async () => {
    renderApp('/index');
    const membership = await screen.findByRole('region', { name: '会员服务' });
    expect(within(membership).getByRole('link', { name: '申请入会' }).getAttribute('href')).toBe(
      '/memberShip',
    );
    expect(within(membership).getByRole('link', { name: '入会流程说明' }).getAttribute('href')).toMatch(
      /^\/article\?articleId=14&key=/,
    );
    const training = column('培训活动');
    expect(within(training).getByRole('link', { name: '查看培训活动' }).getAttribute('href')).toBe(
      '/trainingEvent',
    );
  });

  it('starts with the banner whose call to action leads to the association overview', async () => {
    renderApp('/index');
    const banner = await screen.findByRole('region', { name: '协会要闻轮播' });
    expect(within(banner).getByRole('heading', { name: '凝聚行业力量，推动文化繁荣' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: '了解本会' }).getAttribute('href')).toBe('/aboutUs');
  });
});

describe('home banner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  function renderBanner() {
    render(
      <MemoryRouter>
        <HomeBanner />
      </MemoryRouter>,
    );
    return screen.getByRole('region', { name: '协会要闻轮播' });
  }

  it('shows one slide at a time and moves with the previous, next and dot buttons', () => {
    renderBanner();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(shownTitle()).toBe('凝聚行业力量，推动文化繁荣');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(shownTitle()).toBe('加入协会，共享发展机遇');
    expect(screen.getByRole('link', { name: '申请入会' }).getAttribute('href')).toBe('/memberShip');
    fireEvent.click(screen.getByRole('button', { name: '第 3 张' }));
    expect(shownTitle()).toBe('专业培训与能力评价');
    expect(screen.getByRole('button', { name: '第 3 张' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(shownTitle()).toBe('凝聚行业力量，推动文化繁荣');
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(shownTitle()).toBe('专业培训与能力评价');
  });

  it('shows a picture behind each slide, the first one loaded first and the others lazily', () => {
    const banner = renderBanner();
    const pictures = Array.from(banner.querySelectorAll('picture'));
    expect(pictures).toHaveLength(3);
    const [first, ...rest] = pictures.map((picture) => picture.querySelector('img')!);
    expect(first.getAttribute('src')).toBe('/images/banner/about.jpg');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    for (const img of rest) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('fetchpriority')).toBeNull();
    }
    for (const img of [first, ...rest]) {
      // Decorative: the slide's heading and text say what it is about.
      expect(img.getAttribute('alt')).toBe('');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1440', '480']);
    }
    const sources = Array.from(pictures[0].querySelectorAll('source')).map((source) => [
      source.getAttribute('media'),
      source.getAttribute('type'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(max-width: 767px)', 'image/avif', '/images/banner/about-750.avif'],
      ['(max-width: 767px)', 'image/webp', '/images/banner/about-750.webp'],
      ['(max-width: 767px)', null, '/images/banner/about-750.jpg'],
      [null, 'image/avif', '/images/banner/about.avif'],
      [null, 'image/webp', '/images/banner/about.webp'],
    ]);
  });

  it('advances on its own and pauses while hovered or focused, or when paused', () => {
    const banner = renderBanner();
    advance(SLIDE_INTERVAL);
    expect(shownTitle()).toBe('加入协会，共享发展机遇');

    fireEvent.mouseEnter(banner);
    advance(SLIDE_INTERVAL * 3);
    expect(shownTitle()).toBe('加入协会，共享发展机遇');
    fireEvent.mouseLeave(banner);
    advance(SLIDE_INTERVAL);
    expect(shownTitle()).toBe('专业培训与能力评价');

    const pause = screen.getByRole('button', { name: '暂停轮播' });
    fireEvent.focus(pause);
    advance(SLIDE_INTERVAL * 2);
    expect(shownTitle()).toBe('专业培训与能力评价');
    fireEvent.click(pause);
    fireEvent.blur(pause);
    advance(SLIDE_INTERVAL * 2);
    expect(shownTitle()).toBe('专业培训与能力评价');
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    advance(SLIDE_INTERVAL);
    expect(shownTitle()).toBe('凝聚行业力量，推动文化繁荣');
  });
});
