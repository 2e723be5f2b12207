import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { CronInput } from '../cron-input';
import { formatExpression, parseExpression } from '../quartz-fields';

function JobCronField({ onValues }: { onValues: (values: { cronExpression: string }) => void }) {
  return (
    <Form initialValues={{ cronExpression: '' }} onValuesChange={(_, values) => onValues(values)}>
      <Form.Item label="cron表达式" name="cronExpression">
        <CronInput />
      </Form.Item>
    </Form>
  );
}

describe('cron builder', () => {
  it('builds "every 5 minutes" as 0 0/5 * * * ? and shows its next 5 runs', async () => {
    let values = { cronExpression: '' };
    render(<JobCronField onValues={(next) => (values = next)} />);
    fireEvent.click(screen.getByRole('button', { name: /生成表达式/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cron表达式生成器' });

    // 秒: at second 0 only.
    fireEvent.click(within(dialog).getByLabelText('00'));
    // 分钟: from minute 0, every 5 minutes.
    fireEvent.click(within(dialog).getByRole('tab', { name: '分钟' }));
    fireEvent.change(await within(dialog).findByLabelText('分钟：间隔'), { target: { value: '5' } });

    expect(within(dialog).getByLabelText('Cron 表达式').textContent).toBe('0 0/5 * * * ?');
    const runs = within(within(dialog).getByRole('list', { name: '最近5次运行时间' })).getAllByRole(
      'listitem',
    );
    expect(runs).toHaveLength(5);
    const times = runs.map((run) => new Date(run.textContent!.replace(' ', 'T')).getTime());
    for (const [index, time] of times.entries()) {
      expect(new Date(time).getSeconds()).toBe(0);
      expect(new Date(time).getMinutes() % 5).toBe(0);
      if (index) expect(time - times[index - 1]).toBe(5 * 60_000);
    }

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(values.cronExpression).toBe('0 0/5 * * * ?');
  });

  it('reads an existing expression back into its choices, weekdays by name', () => {
    // Quartz's numbered weekdays (Sunday = 1) come back by name.
    expect(formatExpression(parseExpression('0 0 2 ? * 2-6'))).toBe('0 0 2 ? * MON-FRI');
    expect(formatExpression(parseExpression('0 0 2 ? * 1,7'))).toBe('0 0 2 ? * SAT,SUN');
    for (const expression of [
      '0 0/5 * * * ?',
      '0 30 2 ? * MON-FRI',
      '0 0 8 15W 1,6 ? 2027',
      '0 0 9 ? * FRI#2',
    ]) {
      expect(formatExpression(parseExpression(expression))).toBe(expression);
    }
  });

  it('says when the scheduler would refuse the expression', async () => {
    render(<JobCronField onValues={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /生成表达式/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cron表达式生成器' });
    fireEvent.click(within(dialog).getByRole('tab', { name: '年' }));
    fireEvent.change(await within(dialog).findByLabelText('年：周期开始'), { target: { value: '2099' } });
    fireEvent.change(within(dialog).getByLabelText('年：周期结束'), { target: { value: '2098' } });
    expect(await within(dialog).findByText('表达式不正确，调度器不会执行它')).toBeTruthy();
  });
});
