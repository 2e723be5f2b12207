import { DeclarePage } from '@/features/declare/components/declare-page';

/** /Declare (logged in): the open calls, declaring on one, and one's declarations. */
export function DeclareRoute() {
  return <DeclarePage />;
}
