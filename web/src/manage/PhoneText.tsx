import { telHref } from '@browser-kit/site/site-info';
import { mentionsPhone, phoneParts } from './manage-view';

/** The guide's number as a tel: link. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className="manage-phone">
      {phone}
    </a>
  );
}

/** A server's message with the guide's number as a tel: link (added after it when it names none). */
export function PhoneText({ message, phone }: { message: string; phone: string }) {
  const parts = phoneParts(message, phone);
  return (
    <>
      {parts.map((part, i) => ('phone' in part ? <PhoneLink key={i} phone={part.phone} /> : <span key={i}>{part.text}</span>))}
      {!mentionsPhone(parts) && phone ? (
        <>
          {' '}
          Please call <PhoneLink phone={phone} />.
        </>
      ) : null}
    </>
  );
}
