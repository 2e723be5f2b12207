// Membership texts in both languages (spread into src/locales).

export const memberZh = {
  memberCard: {
    title: '电子会员证',
    open: '查看电子会员证',
    validity: '有效期',
    scan: '扫码验证会员身份',
    qrAlt: '会员身份验证二维码',
    print: '打印会员证',
    none: '您还不是本会会员，暂无会员证。',
  },
  memberVerify: {
    title: '会员身份验证',
    lead: '输入会员证上的会员编号，查询其会员等级、有效期和会籍状态。',
    memberNo: '会员编号',
    submit: '查询',
    numberInvalid: '请输入正确的会员编号（字母和数字）',
    result: '验证结果',
    name: '会员名称',
    level: '会员等级',
    validTo: '有效期至',
    status: '会籍状态',
    valid: '有效',
    notFound: '未查到该会员编号，请核对后重试。',
  },
};

export const memberEn: typeof memberZh = {
  memberCard: {
    title: 'Membership card',
    open: 'Open the e-card',
    validity: 'Valid',
    scan: 'Scan to verify the membership',
    qrAlt: 'QR code to verify the membership',
    print: 'Print the card',
    none: 'You are not a member yet, so there is no membership card.',
  },
  memberVerify: {
    title: 'Member verification',
    lead: 'Enter the member number on a membership card to see its level, validity and standing.',
    memberNo: 'Member number',
    submit: 'Check',
    numberInvalid: 'Please enter a valid member number (letters and digits)',
    result: 'Verification result',
    name: 'Member',
    level: 'Level',
    validTo: 'Valid to',
    status: 'Standing',
    valid: 'Valid',
    notFound: 'No member has this number. Please check it and try again.',
  },
};
