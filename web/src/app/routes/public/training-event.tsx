import { useTranslation } from '@/lib/i18n';
import { EventList } from '@/features/activity/components/event-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /trainingEvent: the published events, by time, type and keyword. */
export function TrainingEventRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.trainingEvent'));
  return <EventList />;
}
