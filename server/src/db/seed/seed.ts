import dayjs from 'dayjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { formatTime } from '../../http/time.js';
import { hashPassword } from '../../modules/auth/auth.service.js';
import type { SysRoleTable } from '../../modules/system/system.table.js';
import type { Database } from '../database.js';
import { type DatabaseHandle, syncIdSequence } from '../dialect.js';
import { holdTransactionLock, TRANSACTION_LOCKS } from '../transaction-lock.js';
import { activityDictionaries, activityMenus, seedActivityDemo } from './activity.js';
import { declarationDictionaries, declarationMenus, seedDeclarationDemo } from './declaration.js';
import { evaluationDictionaries, evaluationMenus, seedEvaluationDemo } from './evaluation.js';
import { configs } from './configs.js';
import { dictData, dictTypes } from './dictionaries.js';
import { scheduledJobs } from './jobs.js';
import { MEMBER_ROLE_ID, memberJobs, memberLevels, memberRole } from './membership.js';
import { seedMembershipDemo } from './membership-demo.js';
import { demoNotices } from './notices.js';
import { articles, articleTypes, links } from './site-content.js';
import { MEMBER_MENU_ROOT, systemMenus } from './system-menus.js';

export const ADMIN_ROLE_ID = 1;
export const EDITOR_ROLE_ID = 2;
const CONTENT_MENU_ROOT = 4;

const roles: Insertable<SysRoleTable>[] = [
  {
    roleId: ADMIN_ROLE_ID,
    roleName: '超级管理员',
    roleKey: 'admin',
    roleSort: 1,
    createBy: 'admin',
    createTime: '2026-11-23 00:00:00',
    remark: '超级管理员',
  },
  {
    roleId: EDITOR_ROLE_ID,
    roleName: '内容编辑',
    roleKey: 'editor',
    roleSort: 2,
    createBy: 'admin',
    createTime: '2026-11-23 00:00:00',
    remark: '维护网站栏目、文章与友情链接',
  },
];

/** Housekeeping jobs, paused until staff start them; targets name handlers of job-handlers.ts. */
const seedJobs = scheduledJobs({ jobGroup: 'SYSTEM', status: '1', createTime: '2026-11-23 00:00:00' }, [
  ['清理过期会话', 'session.cleanExpired', '0 0 * * * ?'],
  ['清理过期验证码', 'sms.cleanExpired', '0 30 * * * ?'],
  ['清理90天前日志', 'log.cleanOld(90)', '0 0 3 * * ?'],
]);

/** The business features: their admin menus and dictionaries, and with demo data their records. */
const features = [
  { menus: activityMenus, dictionaries: activityDictionaries, seedDemo: seedActivityDemo },
  { menus: evaluationMenus, dictionaries: evaluationDictionaries, seedDemo: seedEvaluationDemo },
  { menus: declarationMenus, dictionaries: declarationDictionaries, seedDemo: seedDeclarationDemo },
];
const menus = [...systemMenus, ...features.flatMap((feature) => feature.menus)];
const featureDictionaries = features.flatMap((feature) => feature.dictionaries);
const allDictTypes = [...dictTypes, ...featureDictionaries.map((dictionary) => dictionary.type)];
const allDictData = [...dictData, ...featureDictionaries.flatMap((dictionary) => dictionary.entries)];

/** Menu ids under `rootId` (itself included), so a role can be given a whole branch. */
function branch(rootId: number): number[] {
  const ids = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const menu of systemMenus) {
      if (menu.menuId && !ids.has(menu.menuId) && ids.has(menu.parentId ?? 0)) {
        ids.add(menu.menuId);
        grew = true;
      }
    }
  }
  return [...ids];
}

/**
 * Fills an empty database: always the accounts, menus, dictionaries, settings and the public menu
 * tree the code relies on (ids 13, 85, 86); with `demo`, also articles, links and demo passwords.
 */
export async function seedDatabase(
  handle: DatabaseHandle,
  log: FastifyBaseLogger,
  { demo }: { demo: boolean },
) {
  const { db } = handle;
  const hasUsers = async (reader: Kysely<Database>) => {
    const users = await reader
      .selectFrom('sysUser')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(users.n) > 0;
  };
  if (await hasUsers(db)) return;
  const now = formatTime();
  const seeded = await db.transaction().execute(async (trx) => {
    // Instances started together on one empty PostgreSQL database: one seeds while the others
    // wait here, then find it seeded.
    await holdTransactionLock(trx, TRANSACTION_LOCKS.seed);
    if (await hasUsers(trx)) return false;
    await trx
      .insertInto('sysRole')
      .values([...roles, memberRole])
      .execute();
    const admin = await trx
      .insertInto('sysUser')
      .values({
        userName: 'admin',
        nickName: '管理员',
        userType: '00',
        email: 'admin@xiehui.example.org',
        phonenumber: '15888888888',
        sex: '0',
        password: await hashPassword('admin123'),
        // Outside demo mode the first login must change this password (getInfo's isDefaultModifyPwd).
        pwdUpdateDate: demo ? now : null,
        createBy: 'admin',
        createTime: now,
        remark: '管理员',
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
    await trx.insertInto('sysUserRole').values({ userId: admin.userId, roleId: ADMIN_ROLE_ID }).execute();
    await trx.insertInto('sysMenu').values(menus).execute();
    await trx
      .insertInto('sysRoleMenu')
      .values([
        ...branch(CONTENT_MENU_ROOT).map((menuId) => ({ roleId: EDITOR_ROLE_ID, menuId })),
        ...branch(MEMBER_MENU_ROOT).map((menuId) => ({ roleId: MEMBER_ROLE_ID, menuId })),
      ])
      .execute();
    await trx.insertInto('sysDictType').values(allDictTypes).execute();
    await trx.insertInto('sysDictData').values(allDictData).execute();
    await trx.insertInto('sysConfig').values(configs).execute();
    await trx.insertInto('bllArticleType').values(articleTypes).execute();
    await trx
      .insertInto('sysJob')
      .values([...seedJobs, ...memberJobs])
      .execute();
    await trx.insertInto('memberLevel').values(memberLevels).execute();
    if (demo) {
      const staff = [
        { userName: 'editor', nickName: '内容编辑', phonenumber: '15666666666', roleId: EDITOR_ROLE_ID },
        { userName: 'member', nickName: '会员专员', phonenumber: '15777777777', roleId: MEMBER_ROLE_ID },
      ];
      for (const { roleId, ...account } of staff) {
        const { userId } = await trx
          .insertInto('sysUser')
          .values({
            ...account,
            userType: '00',
            password: await hashPassword(`${account.userName}123`),
            pwdUpdateDate: now,
            createBy: 'admin',
            createTime: now,
          })
          .returning('userId')
          .executeTakeFirstOrThrow();
        await trx.insertInto('sysUserRole').values({ userId, roleId }).execute();
      }
      for (let start = 0; start < articles.length; start += 50) {
        await trx
          .insertInto('bllArticle')
          .values(articles.slice(start, start + 50))
          .execute();
      }
      await trx.insertInto('bllLinks').values(links).execute();
      await trx.insertInto('sysNotice').values(demoNotices).execute();
      await seedMembershipDemo(trx, dayjs());
      for (const feature of features) {
        await feature.seedDemo(trx, dayjs());
      }
    }
    return true;
  });
  if (!seeded) return;
  for (const [table, column] of [
    ['sys_role', 'role_id'],
    ['sys_menu', 'menu_id'],
    ['sys_dict_type', 'dict_id'],
    ['sys_dict_data', 'dict_code'],
    ['bll_article_type', 'id'],
  ]) {
    await syncIdSequence(handle, table, column);
  }
  log.warn('Seeded a new database with the account admin / admin123: change its password before going live.');
  if (demo)
    log.info(
      'Demo content seeded: %d articles, %d links; staff accounts editor / editor123 and member / member123',
      articles.length,
      links.length,
    );
}
