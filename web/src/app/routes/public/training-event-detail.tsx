import { useSearchParams } from 'react-router';
import { EventDetailView } from '@/features/activity/components/event-detail';
import { isDigits } from '@/lib/validate';

/** /trainingEvent/detail?activityId=: one event with its rules and the sign-up. */
export function TrainingEventDetailRoute() {
  const [params] = useSearchParams();
  const activityId = params.get('activityId') ?? '';
  return <EventDetailView key={activityId} activityId={isDigits(activityId) ? Number(activityId) : 0} />;
}
