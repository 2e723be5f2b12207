import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackHost } from './feedback-host';
import { feedback, useFeedbackStore } from './feedback-store';

describe('FeedbackHost', () => {
  it('shows messages: errors as alerts, successes as status', () => {
    render(<FeedbackHost />);
    act(() => {
      feedback.message({ type: 'error', content: '网络状态异常,请稍后重试', duration: 5000 });
      feedback.message({ type: 'success', content: '验证码已发送' });
    });
    expect(screen.getByRole('alert').textContent).toContain('网络状态异常,请稍后重试');
    expect(screen.getByRole('status').textContent).toContain('验证码已发送');
  });

  it('a message takes the place of the one shown with the same key, others stay', () => {
    render(<FeedbackHost />);
    act(() => {
      feedback.message({ type: 'info', content: '网络较慢' });
      feedback.message({ type: 'success', content: '验证码已发送', key: 'form' });
      feedback.message({ type: 'success', content: '注册成功', key: 'form' });
    });
    expect(screen.getAllByRole('status').map((message) => message.textContent)).toEqual([
      'i网络较慢',
      '✓注册成功',
    ]);
  });

  it('closes messages after their duration', async () => {
    render(<FeedbackHost />);
    act(() => feedback.message({ type: 'info', content: 'short', duration: 30 }));
    expect(screen.getByText('short')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.queryByText('short')).toBeNull();
  });

  it('shows a notification with its title and a close button', () => {
    render(<FeedbackHost />);
    act(() => feedback.notify({ type: 'error', title: '当前操作没有权限' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('当前操作没有权限')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a confirm dialog resolves true on 确定, false on 取消 or Escape', async () => {
    render(<FeedbackHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = feedback.confirm({ title: '提示', content: '确定退出登录吗？' });
    });
    const dialog = screen.getByRole('dialog', { name: '提示' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('确定退出登录吗？')).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = feedback.confirm({ title: '提示', content: 'again' });
    });
    act(() => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = feedback.confirm({ title: '提示', content: 'escape' });
    });
    act(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    await expect(answer).resolves.toBe(false);
    expect(useFeedbackStore.getState().dialogs).toEqual([]);
  });

  it('a message box has one button', async () => {
    render(<FeedbackHost />);
    let closed: Promise<void> = Promise.resolve();
    act(() => {
      closed = feedback.alert({ type: 'error', title: '系统提示', content: '服务器错误' });
    });
    const dialog = screen.getByRole('dialog', { name: '系统提示' });
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
    await expect(closed).resolves.toBeUndefined();
  });
});
