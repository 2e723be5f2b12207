import { addTexts } from '@/lib/i18n';
// Texts of the printable certificate (ability evaluation, training hours) in both languages
// (spread into src/locales).

export const certificateZh = {
  certificate: {
    title: {
      evaluation: '能力评价证书',
      training: '培训学时证明',
    },
    no: '证书编号：{{no}}',
    text: {
      evaluation: '兹证明 {{name}} 参加“{{title}}”能力评价，经考核合格，评定等级为{{level}}，特发此证。',
      training: '兹证明 {{name}} 参加“{{title}}”培训，完成培训 {{hours}} 学时，特发此证明。',
    },
    issuer: '颁发单位',
    issueDate: '颁发日期',
    validTo: '有效期至',
    noEnd: '长期有效',
    qrAlt: '证书验证二维码',
    scan: '扫码验证证书真伪',
    revoked: '已撤销',
    revokedText: '本证书已撤销，不再有效。',
    revokedOn: '本证书已于 {{time}} 撤销，不再有效。',
    revokedReason: '撤销原因：{{reason}}',
    print: '打印',
  },
};

export const certificateEn: typeof certificateZh = {
  certificate: {
    title: {
      evaluation: 'Certificate of Ability Evaluation',
      training: 'Certificate of Training Hours',
    },
    no: 'Certificate no. {{no}}',
    text: {
      evaluation:
        'This certifies that {{name}} passed the ability evaluation “{{title}}” and is rated at the level of {{level}}.',
      training:
        'This certifies that {{name}} attended the training “{{title}}”, completing {{hours}} training hours.',
    },
    issuer: 'Issued by',
    issueDate: 'Date of issue',
    validTo: 'Valid until',
    noEnd: 'No expiry',
    qrAlt: 'QR code to verify this certificate',
    scan: 'Scan to verify this certificate',
    revoked: 'Revoked',
    revokedText: 'This certificate was revoked and is no longer valid.',
    revokedOn: 'This certificate was revoked on {{time}} and is no longer valid.',
    revokedReason: 'Reason: {{reason}}',
    print: 'Print',
  },
};

// Registered when the feature loads, so its texts stay out of the site's first load.
addTexts(certificateZh, certificateEn);
