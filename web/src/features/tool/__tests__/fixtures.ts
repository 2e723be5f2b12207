import { auditFields } from '@/testing/crud-page';

/** The gen_table row of bll_links, as the list and the edit page are answered it. */
export const linksTable = {
  tableId: 5,
  tableName: 'bll_links',
  tableComment: '友情链接',
  className: 'Links',
  tplCategory: 'crud',
  moduleName: 'bll',
  businessName: 'links',
  functionName: '友情链接',
  functionAuthor: 'admin',
  parentMenuId: 3,
  ...auditFields('2026-11-27 10:00:00'),
};
