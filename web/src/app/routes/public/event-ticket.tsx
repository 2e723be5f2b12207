import { useSearchParams } from 'react-router';
import { EventCertificate } from '@/features/activity/components/event-certificate';
import { EventTicket } from '@/features/activity/components/event-ticket';
import { isDigits } from '@/lib/validate';

/** The `signId` of the address; a malformed one asks for no sign-up the server could have. */
function useSignId() {
  const [params] = useSearchParams();
  const signId = params.get('signId');
  return isDigits(signId) ? Number(signId) : 0;
}

/** /trainingEvent/ticket?signId=: the participant's e-ticket. */
export function EventTicketRoute() {
  const signId = useSignId();
  return <EventTicket key={signId} signId={signId} />;
}

/** /trainingEvent/certificate?signId=: the certificate of an attended training. */
export function EventCertificateRoute() {
  const signId = useSignId();
  return <EventCertificate key={signId} signId={signId} />;
}
