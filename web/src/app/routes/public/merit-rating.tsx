import { MeritRating } from '@/features/declare/components/merit-rating';

/** /meritRating (public): merit-rating results under publicity and of earlier years. */
export function MeritRatingRoute() {
  return <MeritRating />;
}
