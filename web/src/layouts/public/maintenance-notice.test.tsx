import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { demoSettings, serveSite } from './test-data';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();
beforeEach(() => {
  sessionStorage.clear();
  serveSite(api);
});

const showNotice = (notice: Parameters<typeof demoSettings>[0] = {}) =>
  api.on('GET /api/bll/site/settings', ok({ data: demoSettings({ visible: true, ...notice }) }));

describe('system upgrade notice (SPEC §1, §4)', () => {
  it('stays hidden while the settings say it is not visible', async () => {
    renderApp('/index');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('北京市东城区文化路 1 号');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('系统升级公告')).toBeNull();
  });

  it('shows when visible, with its text and dates, and closes with its button', async () => {
    showNotice();
    renderApp('/index');
    const dialog = await screen.findByRole('dialog', { name: '系统升级公告' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expectShown(dialog, [/本站将于2025年9月2日至9月4日进行系统升级/, '2025-09-02 至 2025-09-04']);
    const close = within(dialog).getByRole('button', { name: '关闭' });
    await waitFor(() => expect(document.activeElement).toBe(close));

    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('once closed it stays closed for the browser session, until the notice changes', async () => {
    showNotice();
    renderApp('/index');
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
    cleanup();

    renderApp('/index');
    await within(await screen.findByRole('contentinfo')).findByText('北京市东城区文化路 1 号');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    showNotice({ endDate: '2025-09-05' });
    renderApp('/index');
    const dialog = await screen.findByRole('dialog', { name: '系统升级公告' });
    expect(within(dialog).getByText('2025-09-02 至 2025-09-05')).toBeTruthy();
  });

  it('speaks English in English mode', async () => {
    useSession.getState().setLang(1);
    showNotice();
    renderApp('/index');
    const dialog = await screen.findByRole('dialog', { name: 'System upgrade notice' });
    expectShown(dialog, [/will be upgraded from 2 to 4 September 2025/, '2025-09-02 to 2025-09-04']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
