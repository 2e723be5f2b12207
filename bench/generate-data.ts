// Generated volume for the benchmarks: bilingual articles spread over every list category, with
// titles and bodies drawn from word lists so that searches match some articles and not others;
// registered people, members of both kinds in the directory, and events with their sign-ups.
import type { Kysely } from 'kysely';
import type { Database } from '../server/src/db/database.js';

const ZH_WORDS = [
  '文化',
  '产业',
  '协会',
  '论坛',
  '展览',
  '非遗',
  '数字',
  '创意',
  '传承',
  '设计',
  '出版',
  '影视',
  '动漫',
  '旅游',
  '乡村',
  '振兴',
  '青年',
  '人才',
  '培训',
  '标准',
];
const EN_WORDS = [
  'culture',
  'industry',
  'association',
  'forum',
  'exhibition',
  'heritage',
  'digital',
  'creative',
  'legacy',
  'design',
  'publishing',
  'film',
  'animation',
  'tourism',
  'rural',
  'revival',
  'youth',
  'talent',
  'training',
  'standard',
];

/** A deterministic pseudo-random sequence (mulberry32), so every run benchmarks the same data. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
const day = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const BATCH = 500;

/** Inserts `count` rows made by `row(index)` in batches (one statement per batch). */
async function insertInBatches<T>(
  count: number,
  row: (index: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += BATCH)
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => row(start + offset)));
}

export async function generateArticles(db: Kysely<Database>, count: number): Promise<void> {
  const categories = (
    await db.selectFrom('bllArticleType').select('id').where('bllType', 'in', [2, 3]).execute()
  ).map((row) => row.id);
  const next = sequence(20261126);
  const words = (list: string[], length: number) =>
    Array.from({ length }, () => list[next(list.length)]).join(list === ZH_WORDS ? '' : ' ');
  await insertInBatches(
    count,
    (index) => {
      const date = new Date(Date.UTC(2021, 0, 1) + next(5 * 365) * 86_400_000);
      const publishTime = `${day(date)} ${pad(next(24))}:${pad(next(60))}:00`;
      const titleZh = `${words(ZH_WORDS, 4)}第${index}期`;
      const titleEn = `${words(EN_WORDS, 5)} no. ${index}`;
      return {
        typeId: categories[next(categories.length)],
        articleName: titleZh,
        articleEsName: titleEn,
        summary: words(ZH_WORDS, 20),
        summaryEs: words(EN_WORDS, 20),
        content: `<p>${words(ZH_WORDS, 200)}</p>`,
        contentEs: `<p>${words(EN_WORDS, 150)}</p>`,
        author: '协会秘书处',
        source: '本会',
        publishTime,
        status: next(20) === 0 ? ('1' as const) : ('0' as const),
        isTop: next(100) === 0 ? ('1' as const) : ('0' as const),
        createBy: 'bench',
        createTime: publishTime,
      };
    },
    (rows) => db.insertInto('bllArticle').values(rows).execute(),
  );
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛'];

/** The user names (phone numbers) of the generated people start with this. */
const PEOPLE_PHONE_PREFIX = '159';

/** The accounts generatePeople wrote, oldest first. */
const generatedPeople = (db: Kysely<Database>) =>
  db
    .selectFrom('sysUser')
    .select(['userId', 'nickName'])
    .where('userName', 'like', `${PEOPLE_PHONE_PREFIX}%`)
    .orderBy('userId');

/**
 * `users` people registered on the public site (phone accounts), of whom the first `members` joined:
 * one confirmed application each and a current member, a fifth of them organisations, nine in ten
 * listed in the public directory.
 */
export async function generatePeople(db: Kysely<Database>, users: number, members: number): Promise<void> {
  const next = sequence(20261127);
  const phone = (index: number) => `${PEOPLE_PHONE_PREFIX}${String(index).padStart(8, '0')}`;
  const nameOf = (index: number) =>
    `${SURNAMES[index % SURNAMES.length]}${GIVEN[Math.floor(index / SURNAMES.length) % GIVEN.length]}${index}`;
  await insertInBatches(
    users,
    (index) => ({
      userName: phone(index),
      nickName: nameOf(index),
      userType: '01',
      phonenumber: phone(index),
      createBy: phone(index),
      createTime: `${day(new Date(Date.UTC(2022, 0, 1) + next(3 * 365) * 86_400_000))} 09:00:00`,
    }),
    (rows) => db.insertInto('sysUser').values(rows).execute(),
  );
  const people = await generatedPeople(db).limit(members).execute();
  const levels = await db.selectFrom('memberLevel').select(['levelId', 'kind', 'fee']).execute();
  const kindOf = (index: number) => (index % 5 === 4 ? 'org' : 'personal') as 'org' | 'personal';
  const levelOf = (index: number) => {
    const ofKind = levels.filter((level) => level.kind === kindOf(index));
    return ofKind[index % ofKind.length];
  };
  const joined = (index: number) => day(new Date(Date.UTC(2025, 0, 1) + (index % 600) * 86_400_000));
  const validTo = (index: number) =>
    day(new Date(Date.UTC(2026, 0, 1) + (index % 600) * 86_400_000 + 365 * 86_400_000));
  const name = (index: number) =>
    kindOf(index) === 'org' ? `${words(index)}文化发展有限公司` : nameOf(index);
  const words = (index: number) =>
    ZH_WORDS[index % ZH_WORDS.length] + ZH_WORDS[(index * 7) % ZH_WORDS.length];
  await insertInBatches(
    people.length,
    (index) => ({
      userId: people[index].userId,
      kind: kindOf(index),
      applyType: 'join' as const,
      levelId: levelOf(index).levelId,
      fee: levelOf(index).fee,
      status: '5',
      openKey: null,
      memberId: null,
      realName: kindOf(index) === 'personal' ? name(index) : '',
      orgName: kindOf(index) === 'org' ? name(index) : '',
      createTime: `${joined(index)} 10:00:00`,
      updateTime: null,
    }),
    (rows) => db.insertInto('memberApply').values(rows).execute(),
  );
  const applies = await db
    .selectFrom('memberApply')
    .select(['applyId', 'userId'])
    .orderBy('applyId')
    .execute();
  const applyOf = new Map(applies.map((row) => [row.userId, row.applyId]));
  await insertInBatches(
    people.length,
    (index) => ({
      userId: people[index].userId,
      kind: kindOf(index),
      memberNo: `XB${String(index).padStart(8, '0')}`,
      levelId: levelOf(index).levelId,
      name: name(index),
      applyId: applyOf.get(people[index].userId)!,
      validFrom: joined(index),
      validTo: validTo(index),
      status: '0',
      showInDirectory: index % 10 === 9 ? ('N' as const) : ('Y' as const),
      intro: kindOf(index) === 'org' ? `${name(index)}致力于${words(index)}。` : '',
      createTime: `${joined(index)} 10:00:00`,
      updateTime: null,
    }),
    (rows) => db.insertInto('memberVip').values(rows).execute(),
  );
}

const EVENT_TYPES = ['training', 'meeting', 'salon', 'lecture'];

/**
 * `count` published events over the two years around `now` (a tenth cancelled or drafts), each
 * with up to `signsPerEvent` sign-ups by the generated people.
 */
export async function generateEvents(
  db: Kysely<Database>,
  count: number,
  signsPerEvent: number,
): Promise<void> {
  const next = sequence(20261128);
  const at = (date: Date, hour: number) => `${day(date)} ${pad(hour)}:00:00`;
  const start = (index: number) => new Date(Date.UTC(2025, 10, 27) + ((index * 37) % 730) * 86_400_000);
  await insertInBatches(
    count,
    (index) => {
      const begins = start(index);
      const signOpens = new Date(begins.getTime() - 30 * 86_400_000);
      const topic = `${ZH_WORDS[index % ZH_WORDS.length]}${ZH_WORDS[(index * 3) % ZH_WORDS.length]}`;
      return {
        title: `${topic}专题培训第${index}期`,
        titleEs: `${EN_WORDS[index % EN_WORDS.length]} workshop no. ${index}`,
        content: `<p>${topic}方向的专题培训与交流。</p>`,
        type: EVENT_TYPES[index % EVENT_TYPES.length],
        location: '协会培训中心',
        startTime: at(begins, 9),
        endTime: at(begins, 17),
        signStart: at(signOpens, 9),
        signEnd: at(begins, 8),
        cancelDeadline: at(begins, 8),
        capacity: 30 + next(70),
        status: index % 10 === 9 ? ('2' as const) : ('1' as const),
        createBy: 'bench',
        createTime: at(signOpens, 8),
      };
    },
    (rows) => db.insertInto('activityEvent').values(rows).execute(),
  );
  const events = await db
    .selectFrom('activityEvent')
    .select(['activityId', 'signStart'])
    .where('createBy', '=', 'bench')
    .orderBy('activityId')
    .execute();
  const people = await generatedPeople(db).execute();
  const signs = events.flatMap((event, index) =>
    Array.from({ length: Math.min(signsPerEvent, people.length) }, (_, nth) => {
      const person = people[(index * signsPerEvent + nth) % people.length];
      return {
        activityId: event.activityId,
        userId: person.userId,
        realName: person.nickName,
        status: 'registered',
        openKey: `${event.activityId}:${person.userId}`,
        // Unique: G and the sign-up's number in base 36.
        ticketCode: `G${(index * signsPerEvent + nth).toString(36).toUpperCase().padStart(7, '0')}`,
        createTime: event.signStart,
        updateTime: null,
      };
    }),
  );
  await insertInBatches(
    signs.length,
    (index) => signs[index],
    (rows) => db.insertInto('activitySign').values(rows).execute(),
  );
}
