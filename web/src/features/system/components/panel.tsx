import { type ReactNode, useId } from 'react';
import styles from './panel.module.css';

/** A white titled block of the personal pages; the title names the region for assistive technology. */
export function Panel({
  title,
  level = 2,
  actions,
  className,
  children,
}: {
  title?: string;
  level?: 1 | 2;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <header className={styles.header}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}
