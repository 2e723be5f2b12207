import type { Generated } from 'kysely';

/** One change of a business record's state: what the applicant's timeline and staff's trail show. */
export interface BizTrailTable {
  trailId: Generated<number>;
  /** The record kind, e.g. 'member_apply'. */
  kind: string;
  recordId: number;
  /** Null for the record's creation. */
  fromStatus: string | null;
  toStatus: string;
  action: string;
  actorId: number | null;
  actorName: string;
  comment: Generated<string>;
  createTime: string;
}

/** A private file a person uploaded for a record: served only to them and to staff of that kind. */
export interface BizAttachmentTable {
  attachmentId: Generated<number>;
  kind: string;
  /** Null until the form it was uploaded for is submitted. */
  recordId: number | null;
  ownerId: number;
  /** Path under the private upload area, never under /profile. */
  fileName: string;
  originalName: string;
  fileType: string;
  fileSize: number;
  createTime: string;
}

/** The last number given out per prefix and year (`XH2026`, `PJ2026` …), moved atomically. */
export interface BizSequenceTable {
  seqKey: string;
  lastNo: number;
}

/** A certificate: an evaluation's pass or a training's attendance; one per record, numbered once. */
export interface BizCertificateTable {
  certId: Generated<number>;
  certNo: string;
  /** 'evaluation' or 'training' (dictionary biz_cert_kind). */
  kind: string;
  /** The evaluation application or event sign-up it certifies. */
  recordId: number;
  userId: number;
  holderName: string;
  title: string;
  titleEs: Generated<string>;
  level: Generated<string>;
  hours: Generated<number>;
  issueDate: string;
  /** '' when it never expires. */
  validTo: Generated<string>;
  /** '0' valid, '1' revoked. */
  status: Generated<'0' | '1'>;
  revokeReason: Generated<string>;
  revokeTime: string | null;
  createTime: string;
}
