import { describe, expect, it } from 'vitest';
import { useDescribeApp, type TestApp } from '../../../test/helper.js';
import {
  checkAction,
  defineWorkflow,
  ownerActions,
  recordTrail,
  runTransition,
  trailsOf,
} from './workflow.js';

// The mechanism on a small workflow of its own; the business domains test theirs end to end.
const review = defineWorkflow({
  kind: 'test_review',
  states: { '0': '待审核', '1': '待补充', '2': '已驳回', '3': '已通过' },
  actions: {
    submit: { label: '提交', from: ['1'], to: '0', by: 'owner' },
    approve: { label: '审核通过', from: ['0'], to: '3', by: { permission: 'test:review:audit' } },
    supplement: {
      label: '要求补充',
      from: ['0'],
      to: '1',
      by: { permission: 'test:review:audit' },
      commentRequired: true,
    },
    reject: {
      label: '驳回',
      from: ['0'],
      to: '2',
      by: { permission: 'test:review:audit' },
      commentRequired: true,
    },
  },
  readPermission: 'test:review:query',
  missing: '审核记录不存在',
});

const owner = { userId: 7, userName: '13800000007', permissions: [] };
const stranger = { userId: 8, userName: '13800000008', permissions: [] };
const reader = { userId: 9, userName: 'reader', permissions: ['test:review:query'] };
const staff = { userId: 10, userName: 'staff', permissions: ['test:review:query', 'test:review:audit'] };
const pending = { id: 1, status: '0' as const, ownerId: 7 };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { code: (error as { code: number }).code, msg: (error as Error).message };
  }
  return null;
};

describe('checkAction', () => {
  it('lets staff with the permission decide a pending record', () => {
    expect(checkAction(review, 'approve', pending, staff).to).toBe('3');
  });

  it('hides the record from whoever may not read it, and refuses readers who may not decide', () => {
    expect(refusal(() => checkAction(review, 'approve', pending, stranger))).toEqual({
      code: 404,
      msg: '审核记录不存在',
    });
    expect(refusal(() => checkAction(review, 'approve', pending, reader))).toEqual({
      code: 403,
      msg: '当前操作没有权限',
    });
    expect(refusal(() => checkAction(review, 'approve', pending, owner))?.code).toBe(403);
  });

  it('refuses an action the state does not allow, naming the state', () => {
    expect(refusal(() => checkAction(review, 'approve', { ...pending, status: '2' }, staff))).toEqual({
      code: 400,
      msg: '当前状态为“已驳回”，不能审核通过',
    });
    expect(refusal(() => checkAction(review, 'submit', pending, owner))?.msg).toBe(
      '当前状态为“待审核”，不能提交',
    );
  });

  it('asks for a comment where the action needs one', () => {
    expect(refusal(() => checkAction(review, 'reject', pending, staff, '  '))).toEqual({
      code: 400,
      msg: '请填写驳回的意见',
    });
    expect(checkAction(review, 'reject', pending, staff, '材料不全').to).toBe('2');
  });

  it('offers the owner the actions of the current state', () => {
    expect(ownerActions(review, '1')).toEqual(['submit']);
    expect(ownerActions(review, '0')).toEqual([]);
  });
});

describe('runTransition', () => {
  let t: TestApp;
  useDescribeApp((app) => (t = app));

  it('applies once when two decisions race, and writes one trail row per change', async () => {
    // The record's state lives in a test row of sys_config, moved with the same conditional update
    // a business table uses.
    await t.db
      .insertInto('sysConfig')
      .values({ configName: '测试', configKey: 'test.review.1', configValue: '0', configType: 'N' })
      .execute();
    const apply = (
      trx: Parameters<Parameters<typeof runTransition>[2]['apply']>[0],
      from: string,
      to: string,
    ) =>
      trx
        .updateTable('sysConfig')
        .set({ configValue: to })
        .where('configKey', '=', 'test.review.1')
        .where('configValue', '=', from)
        .executeTakeFirst()
        .then((result) => Number(result.numUpdatedRows) === 1);
    await recordTrail(t.db, review, { recordId: 1, from: null, to: '0', action: 'submit', actor: owner });
    const results = await Promise.allSettled([
      runTransition(t.db, review, { record: pending, action: 'approve', actor: staff, apply }),
      runTransition(t.db, review, {
        record: pending,
        action: 'reject',
        actor: staff,
        comment: '不符合',
        apply,
      }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason.message).toBe('记录状态已变化，请刷新后重试');

    const trail = (await trailsOf(t.db, review, [1])).get(1) ?? [];
    expect(trail.map((entry) => [entry.fromLabel, entry.actionLabel, entry.toLabel])).toEqual([
      ['', '提交', '待审核'],
      expect.arrayContaining(['待审核']),
    ]);
    expect(trail[1]).toMatchObject({
      actorName: 'staff',
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
    });
  });
});
