// The top-level items of `demoMenu()` (layouts/public/test-data) that a visitor sees, in order, in
// each language: English leaves out the items without an English name.

export const demoMenuNames = {
  zh: ['首页', '本会概况', '资讯公告', '政策法规', '会员服务', '能力评价', '活动交流'],
  en: ['Home', 'About us', 'Membership'],
};
