import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/store/session';
import { NARROW_QUERY, Pagination } from './pagination';
import { pagerItems } from './pager';
import { expectShown } from '@/testing/expect-shown';

/** A pager that keeps its own state, like a page using it, and reports every change. */
function Harness({ total, onChange }: { total: number; onChange?: (page: number, size: number) => void }) {
  const [state, setState] = useState({ page: 1, size: 20 });
  return (
    <Pagination
      total={total}
      page={state.page}
      pageSize={state.size}
      onChange={(page, size) => {
        onChange?.(page, size);
        setState({ page, size });
      }}
    />
  );
}

/** The page numbers and "…" jumps on screen, in order. */
function pagerText(): string[] {
  const pager = within(screen.getByRole('navigation', { name: '分页' })).getByRole('list');
  return within(pager)
    .getAllByRole('button')
    .map((b) => (b.getAttribute('aria-label')?.startsWith('第') ? (b.textContent ?? '') : '…'));
}

const currentPage = () => screen.getByRole('button', { current: 'page' }).textContent;

function mockWidth(narrow: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query === NARROW_QUERY ? narrow : false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('Pagination (SPEC.md §9)', () => {
  it('shows the total, 20 per page by default and the sizes 10/20/30/50', () => {
    render(<Harness total={95} />);
    expect(screen.getByText('共 95 条')).toBeTruthy();
    const sizes = screen.getByRole('combobox', { name: '每页条数' }) as HTMLSelectElement;
    expect(sizes.value).toBe('20');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10条/页', '20条/页', '30条/页', '50条/页']);
    expect(currentPage()).toBe('1');
    // 95 rows at 20 a page: 5 pages.
    expect(pagerText()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByText('前往')).toBeTruthy();
    expect(screen.getByText('页')).toBeTruthy();
  });

  it('shows 7 page numbers on a wide window, with … jumps', () => {
    mockWidth(false);
    render(<Harness total={400} />);
    expect(pagerText()).toEqual(['1', '2', '3', '4', '5', '6', '…', '20']);
    fireEvent.click(screen.getByRole('button', { name: '第 6 页' }));
    expect(currentPage()).toBe('6');
    expect(pagerText()).toEqual(['1', '…', '4', '5', '6', '7', '8', '…', '20']);
    // The forward jump moves pagerCount - 2 = 5 pages.
    fireEvent.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(currentPage()).toBe('11');
    fireEvent.click(screen.getByRole('button', { name: '向前 5 页' }));
    expect(currentPage()).toBe('6');
  });

  it('shows 5 page numbers when the window is narrower than 992 px', () => {
    mockWidth(true);
    render(<Harness total={400} />);
    expect(pagerText()).toEqual(['1', '2', '3', '4', '…', '20']);
    fireEvent.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(pagerText()).toEqual(['1', '…', '3', '4', '5', '…', '20']);
    fireEvent.click(screen.getByRole('button', { name: '向后 3 页' }));
    expect(currentPage()).toBe('7');
  });

  it('disables 上一页 on the first page and 下一页 on the last', () => {
    render(<Harness total={45} />);
    const prev = screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(currentPage()).toBe('2');
    expect(prev.disabled).toBe(false);
    fireEvent.click(next);
    expect(currentPage()).toBe('3');
    expect(next.disabled).toBe(true);
    fireEvent.click(prev);
    expect(currentPage()).toBe('2');
  });

  it('jumps to the page typed into the jumper, kept within the pages', () => {
    const onChange = vi.fn();
    render(<Harness total={200} onChange={onChange} />);
    const jumper = screen.getByRole('spinbutton', { name: '跳转到指定页' }) as HTMLInputElement;
    fireEvent.change(jumper, { target: { value: '7' } });
    fireEvent.keyDown(jumper, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(7, 20);
    expect(currentPage()).toBe('7');
    expect(jumper.value).toBe('7');
    fireEvent.change(jumper, { target: { value: '99' } });
    fireEvent.blur(jumper);
    expect(onChange).toHaveBeenLastCalledWith(10, 20);
    expect(currentPage()).toBe('10');
    expect(jumper.value).toBe('10');
  });

  it('goes back to page 1 when the page size changes', () => {
    const onChange = vi.fn();
    render(<Harness total={200} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(currentPage()).toBe('3');
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    expect(currentPage()).toBe('1');
    expect(pagerText()).toEqual(['1', '2', '3', '4']);
  });

  it('is hidden when there is nothing to page', () => {
    render(<Harness total={0} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks English', () => {
    useSession.getState().setLang(1);
    render(<Harness total={35} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Total 35')).toBeTruthy();
    expect(within(nav).getByRole('option', { name: '30 / page' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeTruthy();
    expectShown(nav, ['Go to', 'page']);
  });
});

describe('pagerItems', () => {
  it('follows Element UI around the ends and the middle', () => {
    expect(pagerItems(1, 1, 7)).toEqual([1]);
    expect(pagerItems(1, 7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(20, 20, 7)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(10, 20, 5)).toEqual([1, 'prev-more', 9, 10, 11, 'next-more', 20]);
  });
});
