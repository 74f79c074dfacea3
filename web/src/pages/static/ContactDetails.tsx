import { telHref, useSiteInfo } from '@browser-kit/site/site-info';

/** The business's contact details (editable site content), for the policies' 'Contact us' sections. */
export function ContactDetails() {
  const { name, email, phone, location } = useSiteInfo();
  return (
    <address className="static-contact">
      <span className="static-contact__name">{name}</span>
      <a href={`mailto:${email}`}>
        <span className="visually-hidden">Email: </span>
        {email}
      </a>
      <a href={telHref(phone)}>
        <span className="visually-hidden">Phone: </span>
        {phone}
      </a>
      <span>{location}</span>
    </address>
  );
}
