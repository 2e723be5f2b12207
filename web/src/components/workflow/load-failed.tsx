import formStyles from '@/components/form/form.module.css';

/**
 * In place of what could not be loaded: the failure and a button that asks again — after the
 * message on its line (`inline`), or under it as a button of its own.
 */
export function LoadFailed({
  message,
  retry,
  onRetry,
  className,
  inline = false,
  buttonClassName = inline ? formStyles.linkButton : formStyles.button,
}: {
  message: string;
  /** The button's text, e.g. "重试". */
  retry: string;
  onRetry: () => void;
  className?: string;
  inline?: boolean;
  buttonClassName?: string;
}) {
  const button = (
    <button type="button" className={buttonClassName} onClick={onRetry}>
      {retry}
    </button>
  );
  return inline ? (
    <p role="alert" className={className}>
      {message} {button}
    </p>
  ) : (
    <div className={className}>
      <p>{message}</p>
      {button}
    </div>
  );
}
