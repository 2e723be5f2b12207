import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveSite } from '@/layouts/public/test-data';
import { useSession } from '@/store/session';
import { setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';

setupApiServer(serveSite);

describe('the 404 page', () => {
  it('shows inside the site: header with the menu, the page, the footer', async () => {
    const app = renderApp('/no/such/page');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: '404' })).toBeTruthy();
    expect(app.location()).toBe('/404');
    expect(within(main).getByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    expect(within(main).getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/index');
    expect(screen.getByRole('link', { name: '文化产业协会' }).getAttribute('href')).toBe('/');
    const nav = await screen.findByRole('navigation', { name: '网站导航' });
    expect((await within(nav).findByRole('link', { name: '首页' })).getAttribute('aria-current')).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByRole('heading', { name: '联系我们' })).toBeTruthy();
    expect(document.title).toBe('404 - 文化产业协会');
  });

  it('speaks English in English mode', async () => {
    useSession.getState().setLang(1);
    renderApp('/404');
    expect(await screen.findByText('Sorry, the page you are looking for does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Site navigation' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
