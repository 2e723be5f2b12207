import { describe, expect, it } from 'vitest';
import { activityKit, hoursFromNow } from '../../../test/activity-kit.js';
import { useStaffKit } from '../../../test/helper.js';

// The public event list and the home block are kept for CACHE_SECONDS (a minute here, so only a
// clearing can explain a fresh read); a staff edit or a sign-up shows on the next read.

const { t, kit } = await useStaffKit(activityKit, { env: { CACHE_SECONDS: '60' } });

const read = async (url: string) =>
  (await t.app.inject({ url: `/prod-api/api/activity/activities/${url}` })).json();
const listed = async (activityId: number) =>
  (
    (await read('getInfoList?keyword=缓存')).rows as {
      activityId: number;
      title: string;
      seatsLeft: number;
    }[]
  ).find((event) => event.activityId === activityId);
const homeTitles = async () =>
  ((await read('homeList?size=12')).data as { title: string }[]).map((e) => e.title);
/** Starting within the hour, so that it is among the home block's next events. */
const soon = {
  startTime: hoursFromNow(1),
  endTime: hoursFromNow(3),
  signEnd: hoursFromNow(1),
  cancelDeadline: hoursFromNow(1),
};

describe('cached event reads after a write', () => {
  it('the list and the home block show a staff edit at once', async () => {
    const activityId = await kit.event({ title: '缓存活动', ...soon });
    expect((await listed(activityId))?.title).toBe('缓存活动');
    expect(await homeTitles()).toContain('缓存活动');

    await kit.editEvent(activityId, { title: '缓存活动（改期）', ...soon });
    expect((await listed(activityId))?.title).toBe('缓存活动（改期）');
    expect(await homeTitles()).toContain('缓存活动（改期）');
  });

  it('the list shows the seats a sign-up took', async () => {
    const activityId = await kit.event({ title: '缓存名额', capacity: 5 });
    expect((await listed(activityId))?.seatsLeft).toBe(5);
    await kit.participant(activityId);
    expect((await listed(activityId))?.seatsLeft).toBe(4);
  });
});
