import type { Insertable } from 'kysely';
import type {
  BllArticleTable,
  BllArticleTypeTable,
  BllLinksTable,
} from '../../modules/content/content.table.js';

/**
 * Demo content of the public site: the menu tree (article types), bilingual articles and the
 * footer's friend links.
 *
 * Top-level items with an empty bllEsName (资讯公告 20, 政策法规 30, 能力评价 85, 活动交流 40) are
 * hidden when the site is shown in English; that emptiness is deliberate. Every article, whether its
 * category is visible in English or not, carries both languages (title, summary and body).
 */

const SETUP_TIME = '2025-01-02 09:00:00';

// ---------------------------------------------------------------------------------------------
// Article types (the public menu tree)
// ---------------------------------------------------------------------------------------------

interface TypeSeed {
  id: number;
  parentId?: number;
  zh: string;
  en: string;
  /** 1 list with tabs, 2 category, 3 category list / single page, 4 link to bllValue. */
  bllType: 1 | 2 | 3 | 4;
  value?: string;
  sort: number;
  indexArea?: number;
  remark?: string;
}

function articleType(t: TypeSeed): Insertable<BllArticleTypeTable> {
  return {
    id: t.id,
    parentId: t.parentId ?? 0,
    bllName: t.zh,
    bllEsName: t.en,
    bllType: t.bllType,
    bllValue: t.value ?? '',
    indexArea: t.indexArea ?? null,
    menuFlag: '1',
    sort: t.sort,
    status: '0',
    createBy: 'admin',
    createTime: SETUP_TIME,
    remark: t.remark ?? '',
  };
}

/** Ids of the categories that hold articles, named for readability below. */
const T = {
  introduction: 87,
  charter: 88,
  organisation: 89,
  contact: 90,
  associationNews: 21,
  notices: 22,
  industryNews: 23,
  nationalPolicy: 31,
  localRegulations: 32,
  joiningGuide: 14,
  exhibitions: 41,
  exchanges: 42,
} as const;

const menuTree: TypeSeed[] = [
  { id: 1, zh: '首页', en: 'Home', bllType: 4, value: '/index', sort: 1 },

  { id: 86, zh: '本会概况', en: 'About us', bllType: 1, sort: 2, remark: '悬停展开下拉菜单' },
  {
    id: T.introduction,
    parentId: 86,
    zh: '协会简介',
    en: 'Introduction',
    bllType: 3,
    value: `/aboutUs?typeId=${T.introduction}`,
    sort: 1,
  },
  {
    id: T.charter,
    parentId: 86,
    zh: '协会章程',
    en: 'Charter',
    bllType: 3,
    value: `/aboutUs?typeId=${T.charter}`,
    sort: 2,
  },
  {
    id: T.organisation,
    parentId: 86,
    zh: '组织机构',
    en: 'Organisation',
    bllType: 3,
    value: `/aboutUs?typeId=${T.organisation}`,
    sort: 3,
  },
  {
    id: T.contact,
    parentId: 86,
    zh: '联系我们',
    en: 'Contact us',
    bllType: 3,
    value: `/aboutUs?typeId=${T.contact}`,
    sort: 4,
  },

  { id: 20, zh: '资讯公告', en: '', bllType: 1, sort: 3, remark: '英文版隐藏' },
  {
    id: T.associationNews,
    parentId: 20,
    zh: '协会动态',
    en: 'Association news',
    bllType: 2,
    sort: 1,
    indexArea: 1,
  },
  { id: T.notices, parentId: 20, zh: '通知公告', en: 'Notices', bllType: 2, sort: 2, indexArea: 2 },
  { id: T.industryNews, parentId: 20, zh: '行业资讯', en: 'Industry news', bllType: 2, sort: 3 },

  { id: 30, zh: '政策法规', en: '', bllType: 1, sort: 4, remark: '英文版隐藏' },
  { id: T.nationalPolicy, parentId: 30, zh: '国家政策', en: 'National policies', bllType: 2, sort: 1 },
  { id: T.localRegulations, parentId: 30, zh: '地方法规', en: 'Local regulations', bllType: 2, sort: 2 },

  { id: 13, zh: '会员服务', en: 'Membership', bllType: 1, sort: 5, indexArea: 6, remark: '首页会员服务区块' },
  { id: T.joiningGuide, parentId: 13, zh: '入会指南', en: 'Joining guide', bllType: 2, sort: 1 },
  {
    id: 15,
    parentId: 13,
    zh: '会员名录',
    en: 'Member directory',
    bllType: 4,
    value: '/memberShip/directory',
    sort: 2,
  },
  { id: 16, parentId: 13, zh: '会员申报', en: 'Declarations', bllType: 4, value: '/Declare', sort: 3 },

  { id: 85, zh: '能力评价', en: '', bllType: 4, value: '/evaluate', sort: 6, remark: '英文版隐藏' },
  {
    id: 91,
    parentId: 85,
    zh: '培训活动',
    en: 'Training events',
    bllType: 4,
    value: '/trainingEvent',
    sort: 1,
    indexArea: 9,
    remark: '首页培训活动区块',
  },
  { id: 92, parentId: 85, zh: '能力评价', en: 'Ability evaluation', bllType: 4, value: '/evaluate', sort: 2 },
  { id: 93, parentId: 85, zh: '评优评先', en: 'Merit rating', bllType: 4, value: '/meritRating', sort: 3 },

  { id: 40, zh: '活动交流', en: '', bllType: 3, sort: 7, remark: '英文版隐藏' },
  { id: T.exhibitions, parentId: 40, zh: '展览展会', en: 'Exhibitions and fairs', bllType: 2, sort: 1 },
  { id: T.exchanges, parentId: 40, zh: '交流研讨', en: 'Exchanges and seminars', bllType: 2, sort: 2 },
];

export const articleTypes: Insertable<BllArticleTypeTable>[] = menuTree.map(articleType);

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

const h2 = (text: string) => `<h2>${text}</h2>`;
const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
/** Blocks already in HTML stay as they are; plain text becomes a paragraph. */
const html = (blocks: string[]) => blocks.map((b) => (b.startsWith('<') ? b : `<p>${b}</p>`)).join('\n');

/** Made by scripts/make-demo-images.mjs; the site offers AVIF and WebP beside each JPEG. */
const cover = (name: string) => `/images/covers/${name}.jpg`;

interface Meta {
  typeId: number;
  time: string;
  views: number;
  author?: string;
  source?: string;
  draft?: boolean;
  top?: boolean;
  /** One of the site's own pictures (web/public/images/covers), by name. */
  cover?: string;
}

type Article = Insertable<BllArticleTable>;

/** Title, summary and body of an article in one language. */
interface ArticleText {
  title: string;
  summary: string;
  body: string[];
}

function row(meta: Meta, zh: ArticleText, en: ArticleText): Article {
  return {
    typeId: meta.typeId,
    articleName: zh.title,
    articleEsName: en.title,
    summary: zh.summary,
    summaryEs: en.summary,
    content: html(zh.body),
    contentEs: html(en.body),
    cover: meta.cover ?? '',
    author: meta.author ?? '秘书处',
    source: meta.source ?? '协会秘书处',
    publishTime: meta.time,
    status: meta.draft ? '1' : '0',
    isTop: meta.top ? '1' : '0',
    viewCount: meta.draft ? 0 : meta.views,
    delFlag: '0',
    createBy: 'admin',
    createTime: meta.time,
  };
}

/** An article in a category shown in both languages: every field has its English twin. */
function bilingual(meta: Meta, zh: ArticleText, en: ArticleText): Article {
  return row({ source: '协会秘书处 / Secretariat', ...meta }, zh, en);
}

/**
 * An article in a category hidden in English (its menu item has an empty bllEsName). The English
 * menu does not lead to it, yet it carries both languages like every other article; its source
 * stays the Chinese department name.
 */
function hiddenInEnglish(meta: Meta, zh: ArticleText, en: ArticleText): Article {
  return row(meta, zh, en);
}

const aboutUs: Article[] = [
  bilingual(
    { typeId: T.introduction, time: '2025-01-06 09:30:00', views: 3862 },
    {
      title: '协会简介',
      summary:
        '本会是由文化产业领域的企业、事业单位、研究机构和专业人士自愿结成的全国性、行业性、非营利性社会组织。',
      body: [
        '本会是由从事文化产业及相关工作的企业、事业单位、高等院校、研究机构和专业人士自愿结成的全国性、行业性、非营利性社会组织，接受业务主管单位和社会团体登记管理机关的业务指导和监督管理。',
        h2('宗旨'),
        '本会坚持以人民为中心的工作导向，团结和联系广大文化产业从业者，发挥政府与企业之间的桥梁纽带作用，推动文化产业高质量发展，促进中华优秀传统文化创造性转化、创新性发展。',
        h2('主要业务'),
        ul([
          '开展行业调查研究，为有关部门制定政策提供建议；',
          '组织专业培训和从业人员能力评价；',
          '举办展览展示、论坛研讨和对外交流活动；',
          '开展非物质文化遗产保护传承与创新转化服务；',
          '建立行业自律机制，维护会员合法权益。',
        ]),
      ],
    },
    {
      title: 'About the Association',
      summary:
        'The Association is a national, non-profit professional body formed voluntarily by enterprises, institutions, research bodies and practitioners of the cultural industry.',
      body: [
        'The Association is a national, non-profit professional body formed voluntarily by enterprises, public institutions, universities, research bodies and professionals working in the cultural industry. It works under the guidance and supervision of its supervising authority and of the registration authority for social organisations.',
        h2('Mission'),
        'The Association brings together people working in the cultural industry, acts as a bridge between government and enterprises, promotes the high-quality development of the cultural industry, and encourages the creative transformation and innovative development of China’s fine traditional culture.',
        h2('Main activities'),
        ul([
          'Research on the industry and policy advice to the competent authorities;',
          'Professional training and ability evaluation of practitioners;',
          'Exhibitions, forums, seminars and international exchange;',
          'Services for the safeguarding, transmission and creative use of intangible cultural heritage;',
          'Self-regulation of the industry and protection of members’ lawful rights and interests.',
        ]),
      ],
    },
  ),
  bilingual(
    { typeId: T.charter, time: '2025-01-06 10:00:00', views: 1547 },
    {
      title: '协会章程',
      summary: '本章程经会员代表大会审议通过，是本会开展各项活动的基本准则。',
      body: [
        '本章程经本会会员代表大会表决通过，报登记管理机关核准后生效。以下为章程主要内容摘要，全文可向秘书处索取。',
        ul([
          '<strong>总则：</strong>本会名称、性质和宗旨；遵守宪法、法律、法规和国家政策，践行社会主义核心价值观，遵守社会道德风尚。',
          '<strong>业务范围：</strong>行业研究、标准制定、培训评价、展览交流、咨询服务等。',
          '<strong>会员：</strong>会员分为单位会员和个人会员；入会自愿、退会自由；会员享有选举权、被选举权和表决权，履行遵守章程、执行决议、按规定缴纳会费等义务。',
          '<strong>组织机构：</strong>会员代表大会是最高权力机构，每届五年；理事会是会员代表大会的执行机构；常务理事会在理事会闭会期间行使部分职权。',
          '<strong>资产管理：</strong>经费来源包括会费、捐赠、政府购买服务及在业务范围内开展活动和服务的收入，全部用于章程规定的业务范围和事业发展，不在会员中分配。',
        ]),
        '章程的修改须经理事会表决通过后提交会员代表大会审议。本章程的解释权属于本会理事会。',
      ],
    },
    {
      title: 'Charter of the Association',
      summary:
        'Adopted by the General Assembly of Members, the Charter is the basic rule for all activities of the Association.',
      body: [
        'The Charter was adopted by vote of the General Assembly of Members and took effect upon approval by the registration authority. A summary of its main provisions follows; the full text is available from the Secretariat.',
        ul([
          '<strong>General provisions:</strong> name, nature and mission of the Association; compliance with the Constitution, laws, regulations and national policies, and with social ethics.',
          '<strong>Scope of activities:</strong> industry research, standards, training and evaluation, exhibitions and exchange, advisory services.',
          '<strong>Members:</strong> organisation members and individual members; membership is voluntary and members may withdraw freely; members have the right to elect, to be elected and to vote, and the duty to observe the Charter, carry out resolutions and pay membership fees.',
          '<strong>Governance:</strong> the General Assembly of Members is the highest authority, with a five-year term; the Council is its executive body; the Standing Council exercises part of the Council’s powers between its sessions.',
          '<strong>Assets:</strong> funds come from membership fees, donations, government-purchased services and income from activities within the scope of the Association; they serve only the purposes set out in the Charter and are never distributed among members.',
        ]),
        'Amendments to the Charter are voted on by the Council and submitted to the General Assembly of Members. The Council of the Association interprets the Charter.',
      ],
    },
  ),
  bilingual(
    { typeId: T.organisation, time: '2025-01-06 10:30:00', views: 1213 },
    {
      title: '组织机构',
      summary: '本会设会员代表大会、理事会和常务理事会，下设秘书处及若干工作部门和专业委员会。',
      body: [
        '本会的最高权力机构是会员代表大会，执行机构是理事会，理事会闭会期间由常务理事会行使职权。本会设会长一名、副会长若干名、秘书长一名。',
        h2('办事机构'),
        ul([
          '<strong>综合办公室：</strong>日常行政、会议组织、财务管理和对外联络；',
          '<strong>会员服务部：</strong>会员发展、入会审核、会籍管理和会员权益服务；',
          '<strong>培训与评价部：</strong>专业培训、从业人员能力评价和证书管理；',
          '<strong>展览交流部：</strong>展览展示、论坛活动和对外交流合作；',
          '<strong>政策研究室：</strong>行业调查研究、政策解读和咨询服务。',
        ]),
        h2('专业委员会'),
        '本会根据工作需要设立非物质文化遗产、数字文化、创意设计和文化旅游等专业委员会，在理事会领导下开展专业领域工作。',
      ],
    },
    {
      title: 'Organisation',
      summary:
        'The Association is governed by the General Assembly of Members, the Council and the Standing Council, supported by the Secretariat, its departments and specialised committees.',
      body: [
        'The highest authority of the Association is the General Assembly of Members; its executive body is the Council, and the Standing Council acts between sessions of the Council. The Association has a President, several Vice-Presidents and a Secretary-General.',
        h2('Secretariat'),
        ul([
          '<strong>General Office:</strong> administration, meetings, finance and external relations;',
          '<strong>Membership Services:</strong> recruitment, review of applications, membership records and member services;',
          '<strong>Training and Evaluation:</strong> professional training, ability evaluation of practitioners and certificates;',
          '<strong>Exhibitions and Exchange:</strong> exhibitions, forums and international co-operation;',
          '<strong>Policy Research:</strong> industry research, policy analysis and advisory services.',
        ]),
        h2('Specialised committees'),
        'Committees on intangible cultural heritage, digital culture, creative design and cultural tourism carry out specialised work under the leadership of the Council.',
      ],
    },
  ),
  bilingual(
    { typeId: T.contact, time: '2025-01-06 11:00:00', views: 2094 },
    {
      title: '联系我们',
      summary: '欢迎会员单位、从业者和社会各界与本会秘书处联系。',
      body: [
        '欢迎会员单位、从业者和社会各界通过以下方式与本会联系：',
        ul([
          '地址：北京市东城区文化路 1 号（邮编 100010）',
          '电话：010-6500 0000（工作日 9:00–17:00）',
          '电子邮箱：secretariat@xiehui.example.org',
          '会员服务：member@xiehui.example.org',
        ]),
        '来访请提前电话预约。入会、培训和能力评价等业务，也可在登录本网站后通过个人中心在线办理和查询。',
      ],
    },
    {
      title: 'Contact us',
      summary:
        'Members, practitioners and the public are welcome to contact the Secretariat of the Association.',
      body: [
        'Members, practitioners and the public are welcome to contact the Association:',
        ul([
          'Address: No. 1 Wenhua Road, Dongcheng District, Beijing 100010',
          'Telephone: +86 10 6500 0000 (working days, 9:00–17:00)',
          'E-mail: secretariat@xiehui.example.org',
          'Membership services: member@xiehui.example.org',
        ]),
        'Please call ahead before visiting. Membership, training and evaluation matters can also be handled online from your personal page after logging in.',
      ],
    },
  ),
];

const membership = {
  typeId: T.joiningGuide,
  author: '会员服务部',
  source: '会员服务部 / Membership Services',
};

const joiningGuide: Article[] = [
  bilingual(
    { ...membership, time: '2025-01-10 09:00:00', views: 2451 },
    {
      title: '入会条件与会员类别',
      summary: '拥护本会章程、有入会意愿并在文化产业领域具有一定影响的单位和个人，均可申请加入本会。',
      body: [
        '凡拥护本会章程、有加入本会意愿、在文化产业领域具有一定影响的单位和个人，均可申请加入本会。',
        h2('单位会员'),
        '依法登记注册、从事文化产业相关经营、研究或服务的企业、事业单位和社会组织，近三年无严重违法失信记录。单位会员按参与程度分为会员单位、理事单位和常务理事单位。',
        h2('个人会员'),
        '从事文化产业相关工作满三年，或具有相关领域中级以上专业技术职称，或在非物质文化遗产传承、文化创意设计等方面取得突出成绩的人士。',
      ],
    },
    {
      title: 'Eligibility and membership categories',
      summary:
        'Organisations and individuals who support the Charter, wish to join and have standing in the cultural industry may apply for membership.',
      body: [
        'Any organisation or individual that supports the Charter of the Association, wishes to join it and has a certain standing in the cultural industry may apply for membership.',
        h2('Organisation members'),
        'Lawfully registered enterprises, public institutions and social organisations engaged in business, research or services related to the cultural industry, with no serious record of illegal or dishonest conduct in the last three years. Organisation members join as members, council members or standing council members.',
        h2('Individual members'),
        'People with at least three years of work in the cultural industry, or an intermediate or higher professional title in a related field, or outstanding achievements in the transmission of intangible cultural heritage, creative design or similar fields.',
      ],
    },
  ),
  bilingual(
    { ...membership, time: '2025-01-10 09:30:00', views: 3127 },
    {
      title: '入会申请流程',
      summary: '入会申请全程在线办理：登录、填写申请、资格审核、缴纳会费、完成入会。',
      body: [
        '本会入会申请全程在线办理，流程如下：',
        ul([
          '<strong>登录：</strong>使用手机号码和短信验证码登录本网站；',
          '<strong>填写申请：</strong>进入“会员服务”，选择个人会员或单位会员，如实填写信息并上传材料，单位会员需上传营业执照等证明文件；',
          '<strong>资格审核：</strong>会员服务部对申请进行审核，需要补充材料的，将通过个人中心告知；',
          '<strong>缴纳会费：</strong>审核通过后按会员类别缴纳会费并上传转账凭证，本会一般在3个工作日内完成确认；',
          '<strong>完成入会：</strong>确认后系统生成会员编号，申请人可在个人中心查看会籍有效期。',
        ]),
        '申请进度和审核意见均可在个人中心随时查看。如有疑问，请联系会员服务部。',
      ],
    },
    {
      title: 'How to apply for membership',
      summary:
        'Applications are handled entirely online: log in, apply, review, payment of the fee, membership.',
      body: [
        'Membership applications are handled entirely online:',
        ul([
          '<strong>Log in</strong> to this website with your mobile number and an SMS verification code;',
          '<strong>Apply:</strong> open “Membership”, choose individual or organisation membership, fill in the form truthfully and upload the required documents (organisations upload their business licence);',
          '<strong>Review:</strong> Membership Services reviews the application and asks for any missing documents through your personal page;',
          '<strong>Pay the fee</strong> of your membership category once approved and upload the transfer voucher; payments are normally confirmed within 3 working days;',
          '<strong>Welcome:</strong> after confirmation you receive a membership number and can see the validity of your membership on your personal page.',
        ]),
        'The progress of your application and the reviewers’ comments are always shown on your personal page. For any question, please contact Membership Services.',
      ],
    },
  ),
  bilingual(
    { ...membership, time: '2025-01-12 10:00:00', views: 1688 },
    {
      title: '会员权利与义务',
      summary: '会员依照章程享有选举权、被选举权和表决权等权利，并履行遵守章程、缴纳会费等义务。',
      body: [
        h2('会员权利'),
        ul([
          '享有本会的选举权、被选举权和表决权；',
          '优先参加本会举办的培训、展览、论坛等活动；',
          '获得本会提供的政策信息、行业资讯和咨询服务；',
          '对本会工作提出批评建议并进行监督；',
          '入会自愿、退会自由。',
        ]),
        h2('会员义务'),
        ul([
          '遵守本会章程，执行本会决议；',
          '维护本会合法权益和声誉；',
          '完成本会委托的工作；',
          '按规定缴纳会费；',
          '向本会反映情况，提供有关资料。',
        ]),
      ],
    },
    {
      title: 'Rights and obligations of members',
      summary:
        'Under the Charter members have the right to elect, to be elected and to vote, and the duty to observe the Charter and pay membership fees.',
      body: [
        h2('Rights'),
        ul([
          'To elect, to be elected and to vote within the Association;',
          'Priority access to the Association’s training, exhibitions and forums;',
          'Policy information, industry news and advisory services from the Association;',
          'To comment on and oversee the work of the Association;',
          'To join voluntarily and withdraw freely.',
        ]),
        h2('Obligations'),
        ul([
          'To observe the Charter and carry out the resolutions of the Association;',
          'To protect the lawful rights, interests and reputation of the Association;',
          'To complete tasks entrusted by the Association;',
          'To pay membership fees as required;',
          'To keep the Association informed and provide relevant information.',
        ]),
      ],
    },
  ),
  bilingual(
    { ...membership, time: '2025-01-15 14:00:00', views: 2216 },
    {
      title: '会费缴纳说明',
      summary: '会费按年度收取，标准以会员代表大会通过的办法为准，申请页面按会员类别显示应缴金额。',
      body: [
        '根据会员代表大会通过的会费管理办法，本会会费按年度收取，个人会员、会员单位、理事单位和常务理事单位分别适用不同标准，应缴金额在申请页面按所选类别显示。',
        '会费通过银行转账缴纳。转账时请在附言中注明会员名称及“会费”字样，并在个人中心上传转账凭证。本会确认收款后开具合法票据。',
        '会籍有效期为一年。到期前系统将发送续费提醒；逾期未续费且超过宽限期的，会籍自动终止，可重新申请入会。',
      ],
    },
    {
      title: 'Membership fees and payment',
      summary:
        'Fees are paid yearly at the rates adopted by the General Assembly of Members; the application page shows the amount for each category.',
      body: [
        'Under the rules on membership fees adopted by the General Assembly of Members, fees are paid yearly. Individual members, members, council members and standing council members pay different rates; the application page shows the amount for the category you choose.',
        'Fees are paid by bank transfer. Please give the member’s name and the words “membership fee” in the transfer reference and upload the transfer voucher on your personal page. The Association issues an official receipt once the payment is confirmed.',
        'Membership is valid for one year. A renewal reminder is sent before it expires; membership not renewed by the end of the grace period lapses, and a new application may then be made.',
      ],
    },
  ),
];

const news = { typeId: T.associationNews, author: '秘书处', source: '协会秘书处' };

const associationNews: Article[] = [
  hiddenInEnglish(
    { ...news, time: '2025-03-28 16:20:00', views: 2316, cover: cover('hills-dusk') },
    {
      title: '协会第二届会员代表大会在京召开',
      summary: '大会审议通过了理事会工作报告、财务报告和章程修改草案，选举产生了新一届理事会。',
      body: [
        '3月27日，本会第二届会员代表大会在北京召开。来自全国各地的会员代表两百余人出席会议。',
        '大会审议通过了第一届理事会工作报告、财务工作报告和章程修改草案，选举产生了第二届理事会、监事会及会长、副会长、秘书长。',
        '新当选的会长在讲话中表示，新一届理事会将坚持服务会员、服务行业、服务社会的宗旨，在人才培养、能力评价、非遗传承和对外交流等方面持续用力，推动文化产业高质量发展。',
      ],
    },
    {
      title: 'Second General Assembly of Members held in Beijing',
      summary:
        'The Assembly adopted the Council’s work report, the financial report and the draft amendments to the Charter, and elected a new Council.',
      body: [
        'On 27 March the Second General Assembly of Members of the Association was held in Beijing, attended by more than two hundred member representatives from all over the country.',
        'The Assembly adopted the work report of the First Council, the financial report and the draft amendments to the Charter, and elected the Second Council, the Board of Supervisors, the President, the Vice-Presidents and the Secretary-General.',
        'Addressing the Assembly, the newly elected President said that the new Council would hold to the Association’s mission of serving its members, the industry and society, and would keep working on talent development, ability evaluation, the transmission of intangible cultural heritage and international exchange to promote the high-quality development of the cultural industry.',
      ],
    },
  ),
  hiddenInEnglish(
    {
      ...news,
      time: '2025-05-27 10:00:00',
      views: 1875,
      author: '展览交流部',
      source: '展览交流部',
      cover: cover('lattice-diamond'),
    },
    {
      title: '协会组织会员单位参加第二十一届文博会',
      summary: '本会组织二十余家会员单位设立联合展区，集中展示传统工艺、创意设计和数字文化成果。',
      body: [
        '5月下旬，第二十一届中国（深圳）国际文化产业博览交易会举办。本会组织二十余家会员单位设立联合展区，集中展示传统工艺、文化创意设计和数字文化领域的最新成果。',
        '展会期间，联合展区共接待专业观众数千人次，会员单位与采购商、渠道商开展了多场洽谈对接。',
        '本会还举办了“非遗与当代生活”主题沙龙，邀请非遗传承人、设计师和企业代表交流非遗产品开发和市场推广经验。',
      ],
    },
    {
      title: 'Member organisations exhibit together at the 21st Cultural Industries Fair',
      summary:
        'The Association set up a joint pavilion for more than twenty member organisations, showcasing traditional crafts, creative design and digital culture.',
      body: [
        'The 21st China (Shenzhen) International Cultural Industries Fair took place in late May. The Association organised a joint pavilion for more than twenty member organisations, presenting their latest work in traditional crafts, cultural and creative design and digital culture.',
        'During the Fair the joint pavilion welcomed several thousand trade visitors, and member organisations held a number of business meetings with buyers and distributors.',
        'The Association also hosted a salon on “Intangible Heritage and Contemporary Life”, where inheritors of intangible cultural heritage, designers and business representatives shared their experience of developing and marketing heritage products.',
      ],
    },
  ),
  hiddenInEnglish(
    {
      ...news,
      time: '2025-07-10 15:30:00',
      views: 1432,
      author: '培训与评价部',
      source: '培训与评价部',
      cover: cover('bamboo'),
    },
    {
      title: '非遗传承人研修培训班在苏州开班',
      summary: '为期十天的研修班围绕传统技艺传承、产品设计与品牌建设开设课程，四十余名学员参加。',
      body: [
        '7月8日，本会主办的非物质文化遗产传承人研修培训班在苏州开班，来自十余个省份的四十余名传承人参加学习。',
        '研修班为期十天，课程涵盖传统技艺传承与保护、当代设计方法、品牌建设与知识产权保护等内容，并安排了实地考察和作品点评。',
        '结业时，学员将提交创作或设计成果，优秀作品将在本会年度展览中展出。',
      ],
    },
    {
      title: 'Training course for inheritors of intangible cultural heritage opens in Suzhou',
      summary:
        'The ten-day course covers the transmission of traditional skills, product design and brand building, and has more than forty participants.',
      body: [
        'On 8 July a training course for inheritors of intangible cultural heritage, organised by the Association, opened in Suzhou with more than forty inheritors from over ten provinces.',
        'The ten-day course covers the transmission and safeguarding of traditional skills, contemporary design methods, brand building and intellectual property protection, and includes field visits and critiques of the participants’ work.',
        'At the end of the course each participant will submit a piece of work or a design; the best will be shown at the Association’s annual exhibition.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...news, time: '2025-09-16 11:00:00', views: 1106, cover: cover('hills-dawn') },
    {
      title: '协会与五所高校签署文化创意人才培养合作协议',
      summary: '双方将在课程共建、实习实践、师资交流和能力评价等方面开展合作。',
      body: [
        '9月15日，本会与五所高等院校签署文化创意人才培养合作协议。',
        '根据协议，各方将在课程共建、学生实习实践、师资双向交流和从业人员能力评价等方面开展合作，会员单位将为学生提供实习岗位和项目实践机会。',
        '秘书长表示，产教融合是培养高素质文化创意人才的重要途径，本会将发挥联系行业企业的优势，促进人才培养与产业需求有效衔接。',
      ],
    },
    {
      title: 'Association signs agreements with five universities on training creative talent',
      summary:
        'The partners will co-operate on joint courses, internships, exchanges of teaching staff and ability evaluation.',
      body: [
        'On 15 September the Association signed co-operation agreements with five universities on training talent for the cultural and creative industries.',
        'Under the agreements the partners will develop courses together, provide internships and practical training for students, exchange teaching staff in both directions and co-operate on the ability evaluation of practitioners. Member organisations will offer students internships and the chance to work on real projects.',
        'The Secretary-General said that bringing education and industry together is an important way of training highly qualified creative talent, and that the Association would use its close ties with businesses to match training to the needs of the industry.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...news, time: '2025-12-12 17:00:00', views: 968, cover: cover('lanterns-dusk') },
    {
      title: '协会召开2025年度会员单位座谈会',
      summary: '会员单位代表围绕市场形势、人才需求和协会服务提出意见建议。',
      body: [
        '12月11日，本会召开2025年度会员单位座谈会，三十余家会员单位代表参加。',
        '与会代表结合各自实际，交流了一年来的经营情况，围绕市场形势、人才需求、知识产权保护和协会服务等提出了意见建议。',
        '秘书处将对意见建议逐条梳理，纳入2026年工作计划，并在会员服务中予以落实。',
      ],
    },
    {
      title: 'Association holds its 2025 forum for member organisations',
      summary:
        'Representatives of member organisations gave their views on the market, talent needs and the Association’s services.',
      body: [
        'On 11 December the Association held its 2025 forum for member organisations, attended by representatives of more than thirty members.',
        'Drawing on their own circumstances, the representatives described how their businesses had fared over the year and made comments and suggestions on market conditions, talent needs, intellectual property protection and the Association’s services.',
        'The Secretariat will go through the suggestions one by one, include them in the 2026 work plan and act on them in its services to members.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...news, time: '2026-01-20 10:00:00', views: 2640, top: true, cover: cover('papercut-red') },
    {
      title: '协会召开2026年工作会议',
      summary: '会议总结了2025年工作，部署了2026年在会员服务、培训评价、展览交流和行业研究等方面的重点任务。',
      body: [
        '1月19日，本会召开2026年工作会议。会长、副会长、秘书长和各部门负责人出席会议。',
        '会议总结了2025年工作：全年新发展会员单位一百余家，举办各类培训二十余期，组织参加国内外展会多场，完成多项行业研究课题。',
        h2('2026年重点任务'),
        ul([
          '完善会员服务体系，上线会员在线入会和会籍管理功能；',
          '扩大培训覆盖面，规范从业人员能力评价工作；',
          '办好年度非遗精品展和文化产业高质量发展论坛；',
          '加强行业调查研究，发布年度行业发展报告。',
        ]),
      ],
    },
    {
      title: 'Association holds its 2026 work conference',
      summary:
        'The conference reviewed the work of 2025 and set the priorities for 2026 in member services, training and evaluation, exhibitions and exchange, and industry research.',
      body: [
        'On 19 January the Association held its 2026 work conference, attended by the President, the Vice-Presidents, the Secretary-General and the heads of all departments.',
        'The conference reviewed the work of 2025: more than one hundred new member organisations joined, over twenty training courses were held, members took part in a number of exhibitions in China and abroad, and several industry research projects were completed.',
        h2('Priorities for 2026'),
        ul([
          'Improve member services, with online membership applications and membership management;',
          'Reach more people with training and put the ability evaluation of practitioners on a sound footing;',
          'Hold a successful annual exhibition of fine intangible cultural heritage and the Forum on High-Quality Development of the Cultural Industry;',
          'Strengthen industry research and publish an annual report on the development of the industry.',
        ]),
      ],
    },
  ),
  hiddenInEnglish(
    { ...news, time: '2026-04-18 18:00:00', views: 1254, cover: cover('waves-blue') },
    {
      title: '“文化+科技”融合发展沙龙成功举办',
      summary: '沙龙围绕数字技术在文化内容创作、传播和消费中的应用展开研讨。',
      body: [
        '4月17日，本会数字文化专业委员会举办“文化+科技”融合发展沙龙。来自数字出版、文化装备、沉浸式体验等领域的企业代表和专家学者五十余人参加。',
        '与会嘉宾围绕数字技术在文化内容创作、传播和消费中的应用，分享了博物馆数字化展陈、线上演播和智慧文旅等方面的实践案例。',
        '大家认为，科技赋能文化要坚持内容为本，在提升体验的同时注重文化内涵和知识产权保护。',
      ],
    },
    {
      title: '“Culture + Technology” salon held',
      summary:
        'The salon discussed the use of digital technology in the creation, distribution and consumption of cultural content.',
      body: [
        'On 17 April the Association’s Digital Culture Committee held a salon on the integration of culture and technology. More than fifty business representatives, experts and scholars from digital publishing, cultural equipment, immersive experiences and other fields took part.',
        'Speakers discussed the use of digital technology in creating, distributing and consuming cultural content, and presented practical cases of digital museum displays, online performances and smart cultural tourism.',
        'Participants agreed that when technology serves culture, content must come first: the experience should be enriched while cultural substance is respected and intellectual property protected.',
      ],
    },
  ),
  hiddenInEnglish(
    {
      ...news,
      time: '2026-08-21 16:00:00',
      views: 873,
      author: '政策研究室',
      source: '政策研究室',
      cover: cover('hills-jade'),
    },
    {
      title: '协会赴贵州开展传统工艺振兴调研',
      summary: '调研组走访了蜡染、刺绣和银饰等传统工艺工作站，了解手工艺人就业增收情况。',
      body: [
        '8月中旬，本会调研组赴贵州，围绕传统工艺振兴和非遗助力乡村振兴开展专题调研。',
        '调研组走访了蜡染、刺绣、银饰等传统工艺工作站和合作社，与传承人、手工艺人和企业负责人座谈，了解产品开发、市场销售和就业增收等情况。',
        '调研成果将形成专题报告，为会员单位开展传统工艺产品合作提供参考。',
      ],
    },
    {
      title: 'Association studies the revival of traditional crafts in Guizhou',
      summary:
        'The research team visited batik, embroidery and silverwork workshops to learn how craftspeople find work and raise their incomes.',
      body: [
        'In mid-August a research team of the Association went to Guizhou to study the revival of traditional crafts and the contribution of intangible cultural heritage to rural revitalisation.',
        'The team visited batik, embroidery and silverwork workshops and co-operatives and met inheritors, craftspeople and business owners to learn about product development, sales, employment and incomes.',
        'The findings will be published in a report that member organisations can draw on when working with producers of traditional crafts.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...news, time: '2026-11-18 09:00:00', views: 0, draft: true, cover: cover('lanterns-night') },
    {
      title: '协会2026年度会员大会筹备工作进展',
      summary: '年度会员大会筹备工作正在有序推进（草稿）。',
      body: [
        '本会2026年度会员大会筹备工作正在有序推进，会议议程、代表名额和会务安排正在细化。',
        '具体时间和地点确定后将另行通知。',
      ],
    },
    {
      title: 'Preparations for the 2026 annual meeting of members',
      summary: 'Preparations for the annual meeting of members are well under way (draft).',
      body: [
        'Preparations for the Association’s 2026 annual meeting of members are well under way; the agenda, the number of delegates and the practical arrangements are being finalised.',
        'The date and venue will be announced once they are confirmed.',
      ],
    },
  ),
];

const notice = { typeId: T.notices, author: '秘书处', source: '协会秘书处' };

const notices: Article[] = [
  hiddenInEnglish(
    { ...notice, time: '2025-02-18 09:00:00', views: 1592, author: '会员服务部', source: '会员服务部' },
    {
      title: '关于开展2025年度会员信息核验工作的通知',
      summary: '请各会员于2025年3月31日前登录本网站核对并更新会员信息。',
      body: [
        '各会员单位、个人会员：',
        '为做好会员管理和服务工作，本会决定开展2025年度会员信息核验工作。请各会员于2025年3月31日前登录本网站，在个人中心核对并更新联系人、联系方式、经营范围等信息。',
        '单位会员名称、法定代表人等发生变更的，请同时上传变更后的证明材料。逾期未核验的，将影响会员名录展示和相关服务。',
        '联系部门：会员服务部。',
      ],
    },
    {
      title: 'Notice on the 2025 verification of member information',
      summary:
        'Members are asked to log in to this website and check and update their information by 31 March 2025.',
      body: [
        'To all organisation and individual members:',
        'To manage and serve its members well, the Association is carrying out the 2025 verification of member information. Please log in to this website by 31 March 2025 and check and update your contact person, contact details, business scope and other information on your personal page.',
        'Organisation members whose name, legal representative or other details have changed should also upload documents showing the change. Members who do not complete the verification in time may be left out of the member directory and lose access to related services.',
        'Contact: Membership Services.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...notice, time: '2025-04-08 10:00:00', views: 2087, author: '培训与评价部', source: '培训与评价部' },
    {
      title: '关于举办2025年文化创意产业经营管理人才培训班的通知',
      summary: '培训班于2025年5月在北京举办，面向文化企业中高层管理人员，报名截止日期为4月30日。',
      body: [
        '为提升文化企业经营管理水平，本会定于2025年5月在北京举办文化创意产业经营管理人才培训班。',
        h2('培训内容'),
        ul([
          '文化产业政策与发展趋势；',
          '文化企业战略管理与品牌建设；',
          '文化产品知识产权保护与运营；',
          '文化与科技、旅游融合发展案例。',
        ]),
        '培训对象为文化企业中高层管理人员，名额八十人。请于4月30日前在本网站“培训活动”栏目在线报名，会员单位人员优先。',
      ],
    },
    {
      title: 'Notice of the 2025 training course for managers in the cultural and creative industries',
      summary:
        'The course will be held in Beijing in May 2025 for senior and middle managers of cultural enterprises; registration closes on 30 April.',
      body: [
        'To raise the standard of management in cultural enterprises, the Association will hold a training course for managers in the cultural and creative industries in Beijing in May 2025.',
        h2('Course content'),
        ul([
          'Cultural industry policy and development trends;',
          'Strategic management and brand building in cultural enterprises;',
          'Protection and commercial use of intellectual property in cultural products;',
          'Case studies in the integration of culture with technology and tourism.',
        ]),
        'The course is intended for senior and middle managers of cultural enterprises and has eighty places. Please register online under “Training events” on this website by 30 April; staff of member organisations have priority.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...notice, time: '2025-08-05 09:30:00', views: 1763 },
    {
      title: '关于开展2025年度评优评先工作的通知',
      summary: '本年度评选优秀会员单位、优秀从业者和优秀文化创意案例，申报截止日期为9月30日。',
      body: [
        '为表彰先进、树立典型，本会决定开展2025年度评优评先工作。',
        '本年度设优秀会员单位、优秀文化产业从业者和优秀文化创意案例三类。申报单位和个人须为本会会员，近三年无违法违规和失信记录。',
        '请于9月30日前登录本网站“评优评先”栏目在线填报并上传证明材料。本会将组织专家评审，评审结果经公示后在年度会员大会上发布。',
      ],
    },
    {
      title: 'Notice on the 2025 merit awards',
      summary:
        'This year’s awards recognise outstanding member organisations, practitioners and creative projects; applications close on 30 September.',
      body: [
        'To honour excellence and set examples for the industry, the Association is launching its 2025 merit awards.',
        'This year there are three categories: outstanding member organisations, outstanding practitioners in the cultural industry and outstanding cultural and creative projects. Applicants must be members of the Association with no record of illegal conduct, violations of rules or dishonesty in the last three years.',
        'Please apply online under “Merit rating” on this website by 30 September and upload supporting documents. The Association will convene an expert panel; after a period of public notice, the results will be announced at the annual meeting of members.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...notice, time: '2025-08-29 17:00:00', views: 2451 },
    {
      title: '关于网站系统升级维护的公告',
      summary: '2025年9月2日至4日网站系统升级维护，期间暂停服务。',
      body: [
        '为进一步提升网站服务质量，本会将于2025年9月2日至9月4日对网站系统进行升级维护。维护期间网站暂停服务，入会申请、培训报名和能力评价等业务暂停受理。',
        '维护结束后各项服务将自动恢复，已提交的申请不受影响。由此带来的不便，敬请谅解。',
      ],
    },
    {
      title: 'Announcement of website maintenance',
      summary: 'The website will be unavailable for upgrading and maintenance from 2 to 4 September 2025.',
      body: [
        'To improve its services, the Association will upgrade and maintain the website from 2 to 4 September 2025. The website will be unavailable during this period, and membership applications, training registrations and ability evaluation requests cannot be accepted.',
        'All services will resume automatically when the maintenance is over; applications already submitted are not affected. We apologise for any inconvenience.',
      ],
    },
  ),
  hiddenInEnglish(
    {
      ...notice,
      time: '2026-01-08 09:00:00',
      views: 3015,
      author: '会员服务部',
      source: '会员服务部',
      top: true,
    },
    {
      title: '关于缴纳2026年度会费的通知',
      summary: '请各会员于2026年3月31日前缴纳2026年度会费。',
      body: [
        '各会员单位、个人会员：',
        '根据本会章程和会费管理办法，请于2026年3月31日前缴纳2026年度会费。会费标准与上年度相同，应缴金额可在个人中心查看。',
        '会费通过银行转账缴纳，转账附言请注明会员名称及“2026年会费”，并在个人中心上传转账凭证。本会将在3个工作日内完成确认并开具票据。',
        '逾期未缴纳的，将影响会员权益的享有。',
      ],
    },
    {
      title: 'Notice on payment of 2026 membership fees',
      summary: 'Members are asked to pay their 2026 membership fees by 31 March 2026.',
      body: [
        'To all organisation and individual members:',
        'Under the Charter of the Association and the rules on membership fees, please pay your 2026 membership fee by 31 March 2026. The rates are unchanged from last year; the amount due is shown on your personal page.',
        'Fees are paid by bank transfer. Please give the member’s name and the words “2026 membership fee” in the transfer reference and upload the transfer voucher on your personal page. The Association will confirm the payment and issue a receipt within 3 working days.',
        'Members who do not pay on time may lose some of their membership benefits.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...notice, time: '2026-03-16 10:00:00', views: 1348, author: '政策研究室', source: '政策研究室' },
    {
      title: '关于征集2026年文化产业优秀案例的通知',
      summary: '面向会员单位征集创意设计、数字文化、非遗活化和文旅融合等领域的优秀案例。',
      body: [
        '为总结推广行业经验，本会面向会员单位征集2026年文化产业优秀案例。',
        '征集范围包括文化创意设计、数字文化、非遗保护与活化利用、文旅融合发展等领域，案例应为近两年实施、成效明显、具有示范意义的项目。',
        '请于5月31日前将案例材料（不超过5000字，附图片）通过本网站“会员申报”栏目提交。入选案例将收录于本会年度案例集。',
      ],
    },
    {
      title: 'Call for outstanding cultural industry cases, 2026',
      summary:
        'Member organisations are invited to submit outstanding cases in creative design, digital culture, the revival of intangible heritage and cultural tourism.',
      body: [
        'To share and promote good practice in the industry, the Association invites member organisations to submit outstanding cultural industry cases for 2026.',
        'Cases may come from cultural and creative design, digital culture, the safeguarding and use of intangible cultural heritage, or the integration of culture and tourism. They should be projects carried out in the last two years with clear results and value as an example to others.',
        'Please submit your case (no more than 5,000 characters, with pictures) under “Declarations” on this website by 31 May. Selected cases will be published in the Association’s annual casebook.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...notice, time: '2026-06-10 09:00:00', views: 1902, author: '培训与评价部', source: '培训与评价部' },
    {
      title: '关于开展2026年度文化产业从业人员能力评价的公告',
      summary: '本年度能力评价涵盖文化创意设计、文化项目策划和非遗产品开发三个方向。',
      body: [
        '根据本会能力评价工作规范，现开展2026年度文化产业从业人员能力评价工作。',
        '本年度评价设文化创意设计、文化项目策划、非遗产品开发三个方向，各分初级、中级、高级三个等级。申请人通过本网站“能力评价”栏目提交申请和佐证材料。',
        '评价通过者获发能力评价证书，证书编号可在本网站查询验证。',
      ],
    },
    {
      title: 'Announcement of the 2026 ability evaluation of cultural industry practitioners',
      summary:
        'This year’s evaluation covers three fields: cultural and creative design, cultural project planning and intangible heritage product development.',
      body: [
        'In accordance with the Association’s rules on ability evaluation, the 2026 ability evaluation of cultural industry practitioners is now open.',
        'This year’s evaluation covers three fields — cultural and creative design, cultural project planning, and intangible heritage product development — each at junior, intermediate and senior level. Applicants submit their application and supporting evidence under “Ability evaluation” on this website.',
        'Successful candidates receive an ability evaluation certificate whose number can be verified on this website.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...notice, time: '2026-11-18 15:00:00', views: 0, draft: true },
    {
      title: '关于召开2026年度会员大会的预通知',
      summary: '年度会员大会拟于2026年12月下旬召开（草稿，待审定）。',
      body: [
        '本会拟于2026年12月下旬召开2026年度会员大会，审议年度工作报告和财务报告，发布年度评优评先结果。',
        '会议具体安排另行通知，请各会员单位预留时间。',
      ],
    },
    {
      title: 'Advance notice of the 2026 annual meeting of members',
      summary: 'The annual meeting of members is planned for late December 2026 (draft, pending approval).',
      body: [
        'The Association plans to hold its 2026 annual meeting of members in late December 2026 to review the annual work report and financial report and to announce the results of this year’s merit awards.',
        'Details will be announced separately; member organisations are asked to keep the dates free.',
      ],
    },
  ),
];

const industry = { typeId: T.industryNews, author: '政策研究室', source: '政策研究室' };

const industryNews: Article[] = [
  hiddenInEnglish(
    { ...industry, time: '2025-03-10 14:00:00', views: 1185, cover: cover('lanterns-night') },
    {
      title: '数字文化消费新场景不断涌现',
      summary: '线上展演、数字藏品、云上博物馆等新业态，正在改变人们的文化消费方式。',
      body: [
        '近年来，线上演播、云上展览、沉浸式体验等数字文化消费新场景不断涌现，文化消费从“线下看”向“线上线下融合”转变。',
        '业内人士认为，数字技术拓展了文化内容的传播边界，也对内容质量、版权保护和用户体验提出了更高要求。',
        '本会将持续关注数字文化消费发展动向，组织会员单位交流经验，推动形成健康有序的市场环境。',
      ],
    },
    {
      title: 'New settings for digital cultural consumption keep emerging',
      summary:
        'Online performances, digital collectibles, virtual museums and other new formats are changing the way people consume culture.',
      body: [
        'In recent years new settings for digital cultural consumption — online performances, virtual exhibitions, immersive experiences — have kept emerging, and cultural consumption is shifting from “watching offline” to a blend of online and offline.',
        'People in the industry note that digital technology lets cultural content travel further than ever, while raising the bar for content quality, copyright protection and user experience.',
        'The Association will keep following developments in digital cultural consumption, bring member organisations together to share experience and help build a healthy and orderly market.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...industry, time: '2025-06-20 10:00:00', views: 1420, cover: cover('lattice-fret') },
    {
      title: '博物馆文创产品开发进入品牌化阶段',
      summary: '从单一纪念品到系列化、品牌化开发，博物馆文创正在走进更多人的日常生活。',
      body: [
        '博物馆文创产品正从单一的旅游纪念品，走向系列化、品牌化开发。越来越多的博物馆依托馆藏文物资源，推出兼具文化内涵和实用价值的产品。',
        '业内专家指出，文创开发要深入挖掘藏品背后的历史文化内涵，避免简单复制图案；同时要加强授权管理，保护文物资源的合理利用。',
        '本会多家会员单位参与了博物馆文创合作开发，相关经验将在年度案例集中推介。',
      ],
    },
    {
      title: 'Museum creative products move towards brand building',
      summary:
        'From one-off souvenirs to product lines and brands, museum creative products are finding their way into more people’s daily lives.',
      body: [
        'Museum creative products are moving beyond one-off souvenirs towards product lines and brands. More and more museums draw on their collections to offer products that combine cultural substance with practical use.',
        'Experts point out that product development should explore the history and culture behind the objects rather than simply copying their patterns, and that licensing must be well managed so that heritage resources are used appropriately.',
        'Several member organisations have worked with museums on creative products; their experience will be presented in the annual casebook.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...industry, time: '2025-10-15 09:30:00', views: 967, cover: cover('papercut-red') },
    {
      title: '传统工艺与现代设计融合的实践观察',
      summary: '设计师与手艺人合作，让传统工艺在当代生活中找到新的用途。',
      body: [
        '传统工艺与现代设计的融合，是非遗活化利用的重要方向。近年来，设计师与手艺人合作开发的家居用品、服饰配件和文具礼品受到消费者欢迎。',
        '实践表明，好的合作既要尊重传统工艺的核心技艺，又要贴近当代审美和使用需求，并在利益分配上保障手艺人的合理收益。',
      ],
    },
    {
      title: 'Traditional crafts meet modern design: notes from practice',
      summary:
        'Designers and craftspeople are working together so that traditional crafts find new uses in contemporary life.',
      body: [
        'Bringing traditional crafts together with modern design is an important way of giving intangible cultural heritage new life. In recent years homeware, fashion accessories, stationery and gifts developed jointly by designers and craftspeople have been popular with consumers.',
        'Experience shows that a good partnership respects the core skills of the craft while meeting contemporary tastes and needs, and makes sure craftspeople receive a fair share of the proceeds.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...industry, time: '2026-02-26 11:00:00', views: 1093, cover: cover('hills-ink') },
    {
      title: '文旅融合带动县域文化产业发展',
      summary: '各地依托特色文化资源发展文化旅游，县域文化产业呈现新的活力。',
      body: [
        '各地依托历史遗存、民俗节庆和传统工艺等特色文化资源，发展文化旅游、研学旅行和乡村文化体验，县域文化产业呈现新的活力。',
        '业内人士建议，县域文旅项目应坚持保护优先，避免同质化建设，注重本地居民参与和文化传承。',
        '本会文化旅游专业委员会将组织专家为有需要的地区和会员单位提供规划咨询服务。',
      ],
    },
    {
      title: 'Culture and tourism drive the cultural industry in counties',
      summary:
        'Drawing on distinctive local cultural resources, places are developing cultural tourism and bringing new vitality to the cultural industry at county level.',
      body: [
        'Drawing on historical sites, folk festivals, traditional crafts and other distinctive cultural resources, many places are developing cultural tourism, study tours and rural cultural experiences, bringing new vitality to the cultural industry at county level.',
        'People in the industry advise that county-level cultural tourism projects should put conservation first, avoid copying one another, and involve local residents and the transmission of local culture.',
        'The Association’s Cultural Tourism Committee will arrange for experts to give planning advice to regions and member organisations that need it.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...industry, time: '2026-05-19 15:00:00', views: 1311, cover: cover('lanterns-dusk') },
    {
      title: '沉浸式演艺成为文化消费新热点',
      summary: '沉浸式戏剧、实景演出等新型演艺形式吸引了大量年轻观众。',
      body: [
        '沉浸式戏剧、实景演出、演艺新空间等新型演艺形式近年来发展迅速，吸引了大量年轻观众。',
        '从业者认为，沉浸式演艺的核心竞争力在于优质内容和独特体验，应避免过度依赖技术手段和重复建设，同时重视演出安全管理。',
      ],
    },
    {
      title: 'Immersive performance becomes a new favourite of cultural consumers',
      summary:
        'Immersive theatre, shows staged in real landscapes and other new forms of performance are drawing large young audiences.',
      body: [
        'Immersive theatre, shows staged in real landscapes, new performance spaces and other new forms of performing arts have grown rapidly in recent years, attracting large numbers of young people.',
        'Practitioners believe that the real strength of immersive performance lies in good content and a unique experience; productions should not rely too heavily on technology or duplicate one another, and the safety of performances must be managed seriously.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...industry, time: '2026-09-30 10:00:00', views: 754, cover: cover('waves-jade') },
    {
      title: '优秀文化产品加快走向海外市场',
      summary: '网络文学、动漫游戏、影视作品等文化产品海外影响力持续提升。',
      body: [
        '网络文学、动漫游戏、影视作品和传统工艺品等文化产品加快走向海外市场，中华文化的国际影响力持续提升。',
        '业内人士表示，文化产品“走出去”既要讲好中国故事，也要了解目标市场的文化习惯和法律规则，做好本地化运营和知识产权布局。',
        '本会将继续组织会员单位参加国际展会，搭建对外交流合作平台。',
      ],
    },
    {
      title: 'Outstanding cultural products go overseas at a faster pace',
      summary: 'Online literature, animation, games, films and TV series are gaining influence abroad.',
      body: [
        'Online literature, animation, games, films, TV series and traditional crafts are reaching overseas markets at a faster pace, and the international influence of Chinese culture continues to grow.',
        'People in the industry say that taking cultural products abroad means telling China’s stories well while understanding the cultural habits and legal rules of the target market, localising operations and protecting intellectual property in good time.',
        'The Association will continue to take member organisations to international fairs and to build platforms for international exchange and co-operation.',
      ],
    },
  ),
];

const policy = { typeId: T.nationalPolicy, author: '政策研究室', source: '政策研究室' };

const nationalPolicy: Article[] = [
  hiddenInEnglish(
    { ...policy, time: '2025-02-25 09:00:00', views: 1638 },
    {
      title: '学习《“十四五”文化发展规划》要点',
      summary: '本会组织会员单位学习规划中关于健全现代文化产业体系的部署要求。',
      body: [
        '本会近期组织会员单位学习《“十四五”文化发展规划》，重点研读关于健全现代文化产业体系、推进文化和旅游融合发展、扩大优质文化产品供给等方面的部署要求。',
        h2('学习要点'),
        ul([
          '坚持把社会效益放在首位、社会效益和经济效益相统一；',
          '推动文化产业结构优化升级，培育新型文化业态；',
          '促进文化和科技深度融合；',
          '加强非物质文化遗产系统性保护。',
        ]),
        '会员单位表示，将结合自身业务，把规划要求落实到产品创作、经营管理和人才培养之中。',
      ],
    },
    {
      title: 'Key points of the Culture Development Plan for the 14th Five-Year Plan period',
      summary:
        'The Association organised member organisations to study the Plan’s provisions on improving the modern cultural industry system.',
      body: [
        'The Association recently organised member organisations to study the Culture Development Plan for the 14th Five-Year Plan period, focusing on its provisions on improving the modern cultural industry system, integrating culture and tourism, and increasing the supply of high-quality cultural products.',
        h2('Key points'),
        ul([
          'Put social benefits first and unite social and economic benefits;',
          'Upgrade the structure of the cultural industry and foster new forms of cultural business;',
          'Deepen the integration of culture and technology;',
          'Strengthen the systematic safeguarding of intangible cultural heritage.',
        ]),
        'Member organisations said they would apply the Plan to their own work in content creation, management and talent development.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...policy, time: '2025-06-05 10:00:00', views: 1472 },
    {
      title: '《关于推进实施国家文化数字化战略的意见》学习解读',
      summary: '意见对推进文化数字化作出部署，为文化企业数字化转型指明方向。',
      body: [
        '《关于推进实施国家文化数字化战略的意见》对推进文化数字化建设作出系统部署，提出加强文化资源数字化、推动文化数据共享、发展数字化文化消费新场景等任务。',
        '政策研究室认为，意见为文化企业数字化转型指明了方向。会员单位可重点关注文化资源数字化采集与利用、数字内容生产和线上线下融合消费等领域的发展机遇。',
        '本会将围绕意见精神组织专题培训，帮助会员单位提升数字化能力。',
      ],
    },
    {
      title: 'Understanding the Opinions on Promoting the National Cultural Digitalisation Strategy',
      summary:
        'The Opinions set out how culture is to be digitalised and point the way for the digital transformation of cultural enterprises.',
      body: [
        'The Opinions on Promoting the Implementation of the National Cultural Digitalisation Strategy set out a systematic plan for digitalising culture, with tasks such as digitising cultural resources, sharing cultural data and developing new settings for digital cultural consumption.',
        'The Policy Research Office believes that the Opinions point the way for the digital transformation of cultural enterprises. Member organisations may look in particular at opportunities in the digital capture and use of cultural resources, digital content production and consumption that combines online and offline.',
        'The Association will organise dedicated training on the Opinions to help member organisations build their digital capabilities.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...policy, time: '2025-11-03 14:30:00', views: 1189 },
    {
      title: '《中华人民共和国非物质文化遗产法》学习要点',
      summary: '系统梳理非遗法关于调查、代表性项目名录和传承传播的主要规定。',
      body: [
        '《中华人民共和国非物质文化遗产法》于2011年施行，是我国非物质文化遗产保护工作的基本法律。',
        ul([
          '<strong>非物质文化遗产的调查：</strong>由文化主管部门组织开展，并建立档案和数据库；',
          '<strong>代表性项目名录：</strong>国家和地方建立代表性项目名录，对体现中华民族优秀传统文化、具有重大价值的项目予以保护；',
          '<strong>传承与传播：</strong>认定代表性传承人，支持其开展传承、传播活动。',
        ]),
        '会员单位在开发利用非遗资源时，应尊重其形式和内涵，保障传承人的合法权益。',
      ],
    },
    {
      title: 'Key points of the Law of the People’s Republic of China on Intangible Cultural Heritage',
      summary:
        'An overview of the Law’s main provisions on surveys, lists of representative items, and transmission and dissemination.',
      body: [
        'The Law of the People’s Republic of China on Intangible Cultural Heritage, in force since 2011, is the basic law on safeguarding intangible cultural heritage in China.',
        ul([
          '<strong>Surveys of intangible cultural heritage:</strong> carried out by the competent cultural authorities, which keep records and databases;',
          '<strong>Lists of representative items:</strong> the State and local governments keep lists of representative items and safeguard items that embody the fine traditional culture of the Chinese nation and are of great value;',
          '<strong>Transmission and dissemination:</strong> representative inheritors are recognised and supported in passing on and spreading their heritage.',
        ]),
        'When member organisations develop and use intangible cultural heritage, they should respect its form and substance and protect the lawful rights and interests of its inheritors.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...policy, time: '2026-03-30 09:00:00', views: 1026 },
    {
      title: '关于“十五五”时期文化产业发展的研究与思考',
      summary: '政策研究室就“十五五”时期文化产业发展趋势开展专题研究，形成阶段性成果。',
      body: [
        '面向“十五五”时期，本会政策研究室组织专家就文化产业发展趋势开展专题研究，并征求了部分会员单位的意见。',
        '研究认为，文化与科技融合、文化和旅游融合、优质文化产品供给和文化“走出去”将是今后一个时期的重要发展方向，人才队伍建设和知识产权保护仍需加强。',
        '研究成果将形成报告，供有关部门和会员单位参考。',
      ],
    },
    {
      title: 'Research and reflections on the cultural industry in the 15th Five-Year Plan period',
      summary:
        'The Policy Research Office has studied trends in the cultural industry for the 15th Five-Year Plan period and reached preliminary findings.',
      body: [
        'Looking ahead to the 15th Five-Year Plan period, the Association’s Policy Research Office brought together experts to study trends in the cultural industry and sought the views of a number of member organisations.',
        'The study finds that the integration of culture with technology and with tourism, the supply of high-quality cultural products and taking Chinese culture abroad will be key directions for the years ahead, while talent development and intellectual property protection still need strengthening.',
        'The findings will be published in a report for the relevant authorities and member organisations.',
      ],
    },
  ),
];

const local = { typeId: T.localRegulations, author: '政策研究室', source: '政策研究室' };

const localRegulations: Article[] = [
  hiddenInEnglish(
    { ...local, time: '2025-04-22 10:00:00', views: 884 },
    {
      title: '地方非物质文化遗产保护条例的共同特点',
      summary: '梳理多个省市非遗保护地方性法规在传承人扶持、生产性保护等方面的共同做法。',
      body: [
        '非物质文化遗产法施行以来，多个省、自治区、直辖市制定或修订了本地的非物质文化遗产保护条例，结合本地实际细化了相关制度。',
        '从已出台的条例看，各地普遍在代表性传承人扶持、传承场所建设、生产性保护和进校园、进社区等方面作出了规定，部分地区还明确了非遗与旅游融合发展的措施。',
        '会员单位在各地开展非遗相关业务时，应注意了解和遵守当地的具体规定。',
      ],
    },
    {
      title: 'What local regulations on intangible cultural heritage have in common',
      summary:
        'A review of what regional regulations on intangible cultural heritage share, such as support for inheritors and productive safeguarding.',
      body: [
        'Since the Law on Intangible Cultural Heritage took effect, many provinces, autonomous regions and municipalities have adopted or revised their own regulations on safeguarding intangible cultural heritage, with detailed rules suited to local conditions.',
        'Most of the regulations adopted so far provide for support to representative inheritors, places for transmission, productive safeguarding, and bringing heritage into schools and communities; some regions also set out measures for integrating intangible heritage with tourism.',
        'Member organisations working with intangible cultural heritage in different regions should make sure they know and comply with the local rules.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...local, time: '2025-12-02 15:00:00', views: 1037 },
    {
      title: '各地文化产业发展专项资金管理办法梳理',
      summary: '对部分地区文化产业专项资金的支持方向、申报条件和管理要求进行梳理。',
      body: [
        '多地设立了文化产业发展专项资金，通过项目补助、贷款贴息、奖励等方式支持文化企业发展。',
        '从管理办法看，支持方向主要集中在文化创意设计、数字文化、文化旅游融合和公共文化服务等领域；申报单位一般须在当地依法注册、信用记录良好，项目须具备一定的社会效益和经济效益。',
        '本会将根据会员需求，及时发布各地专项资金申报信息，并提供申报咨询服务。',
      ],
    },
    {
      title: 'Overview of local rules on special funds for the cultural industry',
      summary:
        'A review of the priorities, eligibility requirements and management rules of special cultural industry funds in several regions.',
      body: [
        'Many regions have set up special funds for developing the cultural industry, supporting cultural enterprises through project grants, interest subsidies on loans and awards.',
        'The management rules show that support goes mainly to cultural and creative design, digital culture, the integration of culture and tourism, and public cultural services. Applicants must generally be lawfully registered locally and have a good credit record, and projects must offer both social and economic benefits.',
        'The Association will publish information on applying to local special funds as members need it and give advice on applications.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...local, time: '2026-07-14 09:30:00', views: 692 },
    {
      title: '地方促进文化和旅游消费政策汇编（2026年版）',
      summary: '汇集部分地区促进文化和旅游消费的政策措施，供会员单位参考。',
      body: [
        '为方便会员单位了解政策，政策研究室汇编了部分地区促进文化和旅游消费的政策措施，内容涉及消费惠民、夜间文旅经济、演出市场和文旅新业态培育等方面。',
        '汇编全文可登录本网站后在“会员申报”栏目下载。如发现政策更新，欢迎会员单位向政策研究室反馈。',
      ],
    },
    {
      title: 'Compilation of local policies to boost cultural and tourism consumption (2026 edition)',
      summary:
        'A collection of measures taken by several regions to boost cultural and tourism consumption, for the reference of member organisations.',
      body: [
        'To help member organisations keep up with policy, the Policy Research Office has compiled measures taken by several regions to boost cultural and tourism consumption, covering benefits for consumers, the night-time culture and tourism economy, the performance market and new forms of cultural tourism business.',
        'The full compilation can be downloaded under “Declarations” after logging in to this website. Member organisations are welcome to tell the Policy Research Office about any policy updates.',
      ],
    },
  ),
];

const exhibition = { typeId: T.exhibitions, author: '展览交流部', source: '展览交流部' };

const exhibitions: Article[] = [
  hiddenInEnglish(
    { ...exhibition, time: '2025-06-14 11:00:00', views: 1776, cover: cover('lattice-diamond') },
    {
      title: '“匠心传承”非遗精品展开幕',
      summary: '文化和自然遗产日当天，展览汇集全国多个省份的非遗精品百余件。',
      body: [
        '6月14日文化和自然遗产日当天，本会主办的“匠心传承”非物质文化遗产精品展开幕。',
        '展览汇集了来自全国多个省份的刺绣、陶瓷、木雕、漆器、剪纸等非遗精品一百余件，并设置了传承人现场展示和互动体验区。',
        '展览为期两周，免费向公众开放。',
      ],
    },
    {
      title: '“Craftsmanship Handed Down” exhibition of intangible cultural heritage opens',
      summary:
        'Opening on Cultural and Natural Heritage Day, the exhibition brings together more than a hundred fine works of intangible heritage from many provinces.',
      body: [
        'On 14 June, Cultural and Natural Heritage Day, the Association’s exhibition of fine works of intangible cultural heritage, “Craftsmanship Handed Down”, opened.',
        'The exhibition brings together more than one hundred works of embroidery, ceramics, wood carving, lacquerware, paper-cutting and other heritage crafts from many provinces, with live demonstrations by inheritors and a hands-on area.',
        'The exhibition runs for two weeks and is free to the public.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...exhibition, time: '2025-11-08 16:00:00', views: 1120, cover: cover('hills-jade') },
    {
      title: '文化创意设计成果展在杭州举办',
      summary: '展览展示了会员单位和高校师生在文化创意设计领域的最新成果。',
      body: [
        '11月上旬，本会主办的文化创意设计成果展在杭州举办，展示会员单位和合作高校师生在品牌设计、文创产品、数字艺术等领域的新成果。',
        '展览期间还举办了设计成果对接会，多项设计成果与企业达成合作意向。',
      ],
    },
    {
      title: 'Cultural and creative design exhibition held in Hangzhou',
      summary:
        'The exhibition presents the latest work of member organisations and of university teachers and students in cultural and creative design.',
      body: [
        'In early November the Association held an exhibition of cultural and creative design in Hangzhou, presenting new work by member organisations and by teachers and students of partner universities in brand design, creative products, digital art and other fields.',
        'A matchmaking session was held during the exhibition, and several designs reached preliminary agreements for co-operation with businesses.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...exhibition, time: '2026-04-25 10:00:00', views: 905, cover: cover('bamboo') },
    {
      title: '2026年春季会员单位新品发布展举办',
      summary: '三十余家会员单位集中发布文创产品、文化装备和数字文化服务新品。',
      body: [
        '4月24日至26日，本会举办2026年春季会员单位新品发布展，三十余家会员单位集中发布文创产品、文化装备和数字文化服务新品。',
        '发布展采用线上线下结合的方式，线上展厅将持续开放一个月，方便更多采购商和观众参观洽谈。',
      ],
    },
    {
      title: 'Spring 2026 new product showcase of member organisations',
      summary:
        'More than thirty member organisations presented new creative products, cultural equipment and digital culture services.',
      body: [
        'From 24 to 26 April the Association held its spring 2026 new product showcase, where more than thirty member organisations presented new creative products, cultural equipment and digital culture services.',
        'The showcase ran both online and offline; the online hall will stay open for a month so that more buyers and visitors can view the products and do business.',
      ],
    },
  ),
];

const exchange = { typeId: T.exchanges, author: '展览交流部', source: '展览交流部' };

const exchanges: Article[] = [
  hiddenInEnglish(
    { ...exchange, time: '2025-09-26 17:30:00', views: 1348, cover: cover('hills-dawn') },
    {
      title: '文化产业高质量发展论坛综述',
      summary: '论坛围绕文化产业高质量发展路径，设置主旨演讲和三场平行论坛。',
      body: [
        '9月25日，本会主办的文化产业高质量发展论坛举行。论坛设主旨演讲和“数字文化”“非遗活化”“文旅融合”三场平行论坛。',
        '与会专家认为，文化产业高质量发展要坚持内容为王，以创新驱动提升供给质量，以融合发展拓展产业空间，以人才建设夯实发展基础。',
        '论坛成果将汇编成册，供会员单位参考。',
      ],
    },
    {
      title: 'Forum on High-Quality Development of the Cultural Industry: a summary',
      summary:
        'The forum on paths to high-quality development of the cultural industry featured keynote speeches and three parallel sessions.',
      body: [
        'On 25 September the Association held the Forum on High-Quality Development of the Cultural Industry, with keynote speeches and three parallel sessions on “Digital Culture”, “Reviving Intangible Heritage” and “Culture and Tourism”.',
        'Experts at the forum agreed that high-quality development of the cultural industry means putting content first, raising the quality of supply through innovation, widening the industry’s scope through integration and building a strong base of talent.',
        'The proceedings of the forum will be compiled for the reference of member organisations.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...exchange, time: '2026-06-27 16:00:00', views: 812, cover: cover('waves-blue') },
    {
      title: '青年创意设计师交流会举行',
      summary: '四十余名青年设计师分享创作经验，探讨传统文化元素的当代表达。',
      body: [
        '6月26日，本会创意设计专业委员会举办青年创意设计师交流会，四十余名青年设计师参加。',
        '交流会上，设计师们分享了各自的创作经验，围绕传统文化元素的当代表达、设计版权保护和职业发展等话题展开讨论。',
        '本会将为青年设计师搭建更多展示和交流平台。',
      ],
    },
    {
      title: 'Meeting of young creative designers held',
      summary:
        'More than forty young designers shared their experience and discussed contemporary expressions of traditional cultural elements.',
      body: [
        'On 26 June the Association’s Creative Design Committee held a meeting of young creative designers, attended by more than forty young designers.',
        'The designers shared their experience and discussed how to express traditional cultural elements in a contemporary way, the protection of design copyright and career development.',
        'The Association will create more opportunities for young designers to show their work and exchange ideas.',
      ],
    },
  ),
  hiddenInEnglish(
    { ...exchange, time: '2026-10-16 10:00:00', views: 596, cover: cover('waves-jade') },
    {
      title: '协会代表团赴香港开展文化交流',
      summary: '代表团拜访了当地文化机构和行业组织，就展览合作和人才交流进行了深入交流。',
      body: [
        '10月中旬，本会代表团赴香港开展文化交流，拜访了当地文化机构、设计组织和行业协会。',
        '双方就联合举办展览、设计人才交流和文化产品推广等事项进行了深入交流，并就建立常态化交流机制达成共识。',
      ],
    },
    {
      title: 'Association delegation visits Hong Kong for cultural exchange',
      summary:
        'The delegation visited local cultural institutions and industry bodies and held in-depth talks on exhibition partnerships and exchanges of talent.',
      body: [
        'In mid-October a delegation of the Association visited Hong Kong for cultural exchange, calling on local cultural institutions, design organisations and industry associations.',
        'The two sides held in-depth talks on co-hosting exhibitions, exchanges of design talent and the promotion of cultural products, and agreed to set up a regular exchange mechanism.',
      ],
    },
  ),
];

export const articles: Insertable<BllArticleTable>[] = [
  ...aboutUs,
  ...joiningGuide,
  ...associationNews,
  ...notices,
  ...industryNews,
  ...nationalPolicy,
  ...localRegulations,
  ...exhibitions,
  ...exchanges,
];

// ---------------------------------------------------------------------------------------------
// Friend links
// ---------------------------------------------------------------------------------------------

function link(
  sort: number,
  linkName: string,
  linkEsName: string,
  linkUrl: string,
): Insertable<BllLinksTable> {
  return { linkName, linkEsName, linkUrl, sort, status: '0', createBy: 'admin', createTime: SETUP_TIME };
}

// The site's own list, which replaces the six built-in defaults of the footer (those are
// children's and women's bodies; an association for the cultural industry links to its own field).
export const links: Insertable<BllLinksTable>[] = [
  link(1, '文化和旅游部', 'Ministry of Culture and Tourism', 'https://www.mct.gov.cn/'),
  link(2, '国家文物局', 'National Cultural Heritage Administration', 'http://www.ncha.gov.cn/'),
  link(3, '国家广播电视总局', 'National Radio and Television Administration', 'https://www.nrta.gov.cn/'),
  link(4, '国家新闻出版署', 'National Press and Publication Administration', 'https://www.nppa.gov.cn/'),
  link(
    5,
    '中国文学艺术界联合会',
    'China Federation of Literary and Art Circles',
    'https://www.cflac.org.cn/',
  ),
  link(
    6,
    '中国社会组织政务服务平台',
    'China Social Organisation Service Platform',
    'https://chinanpo.mca.gov.cn/',
  ),
];
