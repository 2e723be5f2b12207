import type { FriendLink, MenuItem, SiteSettings } from '@/features/content/types';
import { type ApiServer, ok } from '@/testing/api-server';

// Test data shaped like the demo seed (server/src/db/seed/site-content.ts and configs.ts), for the
// tests of the menu rules and of the public layout. Not used by the app itself.

type Node = Partial<MenuItem> & Pick<MenuItem, 'id' | 'bllName' | 'bllEsName' | 'bllType'>;

export function menuNode({ children = [], ...rest }: Node): MenuItem {
  return {
    parentId: 0,
    bllValue: '',
    indexArea: null,
    sort: 0,
    ...rest,
    children: children.map((child) => ({ ...child, parentId: rest.id })),
  };
}

const leaf = (id: number, bllName: string, bllEsName: string, bllType: number, bllValue = '') =>
  menuNode({ id, bllName, bllEsName, bllType, bllValue });

/** An entry of the menu bar with its `children`. */
const branch = (node: Node, children: MenuItem[]) => menuNode({ ...node, children });

/** The demo menu tree: 资讯公告, 政策法规, 能力评价 and 活动交流 have no English name. */
export function demoMenu(): MenuItem[] {
  return [
    menuNode({ id: 1, bllName: '首页', bllEsName: 'Home', bllType: 4, bllValue: '/index', sort: 1 }),
    branch({ id: 86, bllName: '本会概况', bllEsName: 'About us', bllType: 1, sort: 2 }, [
      leaf(87, '协会简介', 'Introduction', 3, '/aboutUs?typeId=87'),
      leaf(88, '协会章程', 'Charter', 3, '/aboutUs?typeId=88'),
      leaf(89, '组织机构', 'Organisation', 3, '/aboutUs?typeId=89'),
      leaf(90, '联系我们', 'Contact us', 3, '/aboutUs?typeId=90'),
    ]),
    branch({ id: 20, bllName: '资讯公告', bllEsName: '', bllType: 1, sort: 3 }, [
      leaf(21, '协会动态', '', 2),
      leaf(22, '通知公告', '', 2),
      leaf(23, '行业资讯', '', 2),
    ]),
    branch({ id: 30, bllName: '政策法规', bllEsName: '', bllType: 1, sort: 4 }, [
      leaf(31, '国家政策', '', 2),
      leaf(32, '地方法规', '', 2),
    ]),
    branch({ id: 13, bllName: '会员服务', bllEsName: 'Membership', bllType: 1, indexArea: 6, sort: 5 }, [
      leaf(14, '入会指南', 'Joining guide', 2),
      leaf(15, '会员名录', 'Member directory', 4, '/memberShip'),
      leaf(16, '会员申报', 'Declarations', 4, '/Declare'),
    ]),
    branch({ id: 85, bllName: '能力评价', bllEsName: '', bllType: 4, bllValue: '/evaluate', sort: 6 }, [
      leaf(91, '培训活动', 'Training events', 4, '/trainingEvent'),
      leaf(92, '能力评价', 'Ability evaluation', 4, '/evaluate'),
      leaf(93, '评优评先', 'Merit rating', 4, '/meritRating'),
    ]),
    branch({ id: 40, bllName: '活动交流', bllEsName: '', bllType: 3, sort: 7 }, [
      leaf(41, '展览展会', '', 2),
      leaf(42, '交流研讨', '', 2),
    ]),
  ];
}

export function demoSettings(notice: Partial<SiteSettings['notice']> = {}): SiteSettings {
  return {
    name: '文化产业协会',
    nameEs: 'Cultural Industry Association',
    address: '北京市东城区文化路 1 号',
    addressEs: 'No. 1 Wenhua Road, Dongcheng District, Beijing',
    phone: '010-6500 0000',
    email: 'service@xiehui.example.org',
    hours: '周一至周五 9:00–17:00',
    hoursEs: 'Monday to Friday, 9:00–17:00',
    icp: '京ICP备2025000001号-1',
    officialAccountImage: '/images/official-account.svg',
    notice: {
      visible: false,
      startDate: '2025-09-02',
      endDate: '2025-09-04',
      text: '为提供更优质的服务，本站将于2025年9月2日至9月4日进行系统升级，期间网站暂停服务。',
      textEs: 'This site will be upgraded from 2 to 4 September 2025 and will be unavailable.',
      ...notice,
    },
  };
}

export const demoLinks: FriendLink[] = [
  {
    id: 1,
    linkName: '中国文化产业网',
    linkEsName: 'China Culture Industry',
    linkUrl: 'https://culture.example.org/',
  },
  { id: 2, linkName: '文化和旅游部', linkEsName: '', linkUrl: 'https://www.mct.gov.cn/' },
];

/** Answers the calls every public page makes (menu, settings, links, search) with the demo data. */
export function serveSite(api: Pick<ApiServer, 'on'>, settings: SiteSettings = demoSettings()): void {
  api.on('GET /api/bll/article_type/treeList', ok({ data: demoMenu() }));
  api.on('GET /api/bll/site/settings', ok({ data: settings }));
  api.on('GET /api/bll/links/list', ok({ total: demoLinks.length, rows: demoLinks }));
  api.on('GET /api/bll/article/listPreview', ok({ data: [] }));
  // The home page's blocks (the pages themselves are not what these tests are about).
  api.on('GET /api/bll/article_type/indexList', ok({ data: [] }));
}
