import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/store/session';
import { KeepAliveOutlet, usePageGenerations } from '../keep-alive-outlet';
import { TagsView } from '../tags-view';

// The shell's page area with its tabs, around two list-like pages holding state of their own.

function ListLike({ name }: { name: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { search: query } = useLocation();
  return (
    <section aria-label={name}>
      <input aria-label={`${name}搜索`} value={search} onChange={(event) => setSearch(event.target.value)} />
      <button type="button" onClick={() => setPage(page + 1)}>
        {`${name}第${page}页`}
      </button>
      <output aria-label={`${name}地址`}>{query}</output>
    </section>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const { generations, reload } = usePageGenerations();
  useEffect(() => {
    useSession
      .getState()
      .addView({ path: pathname, fullPath: pathname, title: pathname.slice(1), name: pathname });
  }, [pathname]);
  return (
    <>
      <TagsView onRefresh={reload} />
      <KeepAliveOutlet current={null} generations={generations} />
    </>
  );
}

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'users', element: <ListLike name="用户" /> },
          { path: 'roles', element: <ListLike name="角色" /> },
        ],
      },
    ],
    { initialEntries: ['/users?from=menu'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tabs = () => screen.getByRole('navigation', { name: '已打开的页面' });
const openTab = (title: string) => fireEvent.click(within(tabs()).getByText(title));
const usersPage = () => screen.getByLabelText('用户搜索').closest('section')!;

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useSession.setState({ visitedViews: [], cachedViews: [] });
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

/** Types a search, turns to page 2 and scrolls down on 用户, then opens 角色. */
async function leaveUsersWithState(router: ReturnType<typeof renderShell>) {
  fireEvent.change(await screen.findByLabelText('用户搜索'), { target: { value: 'wang' } });
  fireEvent.click(screen.getByText('用户第1页'));
  Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
  fireEvent.scroll(window);
  await router.navigate('/roles');
  expect(await screen.findByLabelText('角色搜索')).toBeTruthy();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
}

describe('kept pages (cachedViews)', () => {
  it('keeps a tab’s search, page and scroll while another tab is shown', async () => {
    const router = renderShell();
    await leaveUsersWithState(router);
    // Hidden, not gone, and still seeing its own address.
    expect(usersPage().closest('[style*="display: none"]') ?? usersPage().style.display).toBeTruthy();
    expect(within(usersPage()).getByLabelText('用户地址', { selector: 'output' }).textContent).toBe(
      '?from=menu',
    );

    openTab('users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(screen.getByLabelText('用户搜索')).toHaveProperty('value', 'wang');
    expect(screen.getByText('用户第2页')).toBeTruthy();
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 420));
  });

  it('drops the state of a closed tab', async () => {
    const router = renderShell();
    await leaveUsersWithState(router);
    fireEvent.click(within(tabs()).getByRole('button', { name: '关闭 users' }));
    expect(screen.queryByLabelText('用户搜索')).toBeNull();

    await router.navigate('/users');
    expect(await screen.findByLabelText('用户搜索')).toHaveProperty('value', '');
    expect(screen.getByText('用户第1页')).toBeTruthy();
  });

  it('reloads a tab from its menu (刷新页面)', async () => {
    renderShell();
    fireEvent.change(await screen.findByLabelText('用户搜索'), { target: { value: 'wang' } });
    fireEvent.contextMenu(within(tabs()).getByText('users'));
    fireEvent.click(await screen.findByText('刷新页面'));
    await waitFor(() => expect(screen.getByLabelText('用户搜索')).toHaveProperty('value', ''));
  });
});
