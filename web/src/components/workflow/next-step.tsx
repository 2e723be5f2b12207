import page from '@/styles/page.module.css';

/** What the applicant has to do next and, when staff left one, their comment on the record. */
export function NextStep({
  next,
  comment,
  commentLabel,
}: {
  next: string;
  comment: string | null | false | undefined;
  /** e.g. "审核意见"; the comment follows it after a colon. */
  commentLabel: string;
}) {
  return (
    <>
      <p className={page.nextStep} role="status">
        {next}
      </p>
      {comment ? (
        <p className={page.reviewComment}>
          <strong>{commentLabel}：</strong>
          {comment}
        </p>
      ) : null}
    </>
  );
}
