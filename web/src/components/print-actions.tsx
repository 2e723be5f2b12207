import type { ReactNode } from 'react';
import sheet from '@/styles/print-sheet.module.css';

/** The row under a printable sheet (left off the paper): `actions`, then the button that prints the page. */
export function PrintActions({ printLabel, actions }: { printLabel: string; actions?: ReactNode }) {
  return (
    <p className={sheet.actions}>
      {actions}
      <button type="button" className={sheet.print} onClick={() => window.print()}>
        {printLabel}
      </button>
    </p>
  );
}
