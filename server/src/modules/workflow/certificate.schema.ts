import { type Static, Type } from 'typebox';
import { filterQueries } from '../../http/resource.schema.js';
import { Id, OkData, TableOf, Text, TimeOrNull } from '../../http/schemas.js';

// Certificates (biz_certificate): one numbering, printable page and public verification for every
// kind — an ability evaluation's pass and a training's attendance.

export const CertKind = Type.Union([Type.Literal('evaluation'), Type.Literal('training')], {
  title: '证书类型',
});
export type CertKind = Static<typeof CertKind>;

/** '0' valid, '1' revoked (dictionary biz_cert_status). */
export const CertStatus = Type.Union([Type.Literal('0'), Type.Literal('1')], { title: '证书状态' });

/** A certificate as its holder prints it (and staff read it). */
export const CertificateView = Type.Object({
  certId: Type.Integer(),
  certNo: Type.String(),
  kind: Type.String(),
  holderName: Type.String(),
  /** The programme or training it certifies, in both languages. */
  title: Type.String(),
  titleEs: Type.String(),
  /** The programme level (初级 …); '' for a training. */
  level: Type.String(),
  /** 学时 of a training; 0 for an evaluation. */
  hours: Type.Integer(),
  issueDate: Type.String(),
  /** '' when it never expires. */
  validTo: Type.String(),
  status: Type.String(),
  revokeReason: Type.String(),
  revokeTime: TimeOrNull,
  /** Who issues it (the site's name). */
  issuer: Type.String(),
  /** The public page that verifies it: what the printed QR code opens. */
  verifyUrl: Type.String(),
});
export type CertificateView = Static<typeof CertificateView>;
export const CertificateAnswer = OkData(CertificateView);

export const VerifyQuery = Type.Object({
  certNo: Text('证书编号', 20, { min: 1 }),
  /** When given, it must be the holder's name. */
  name: Type.Optional(Text('持证人姓名', 30)),
});
export type VerifyQuery = Static<typeof VerifyQuery>;

/** The public answer: the holder's name masked, the state in words a checker reads. */
export const Verification = OkData(
  Type.Object({
    certNo: Type.String(),
    kind: Type.String(),
    name: Type.String(),
    programName: Type.String(),
    level: Type.String(),
    hours: Type.Integer(),
    issueDate: Type.String(),
    validTo: Type.String(),
    status: Type.Union([Type.Literal('valid'), Type.Literal('revoked'), Type.Literal('expired')]),
    revokeTime: TimeOrNull,
  }),
);

// ---- staff: 证书管理 ----

export const { list: CertListQuery, export: CertExportQuery } = filterQueries({
  certNo: Type.Optional(Text('证书编号', 20)),
  holderName: Type.Optional(Text('持证人', 30)),
  kind: Type.Optional(Type.Union([Type.Literal(''), CertKind], { title: '证书类型' })),
  status: Type.Optional(Type.Union([Type.Literal(''), CertStatus], { title: '证书状态' })),
});
export type CertFilter = Static<typeof CertExportQuery>;

export const CertRow = Type.Object({
  ...CertificateView.properties,
  userId: Type.Integer(),
  recordId: Type.Integer(),
  createTime: Type.String(),
});
export type CertRow = Static<typeof CertRow>;
export const CertTable = TableOf(CertRow);

export const RevokeBody = Type.Object({
  certId: Id('证书'),
  reason: Text('撤销原因', 500, { min: 1 }),
});
export type RevokeBody = Static<typeof RevokeBody>;
