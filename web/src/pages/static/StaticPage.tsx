import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';
import { bookingLink } from '../../bookings/booking-link';

/**
 * The frame every information page shares: a short dark hero with the page's only h1, the
 * readable text column, and a closing invitation to book. `aside` sits beside the text on wide
 * screens (e.g. the contents of a long policy) and above it on phones.
 */
export function StaticPage({
  titleId,
  eyebrow,
  title,
  lead,
  heroExtra,
  aside,
  cta,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Under the lead: a booking button, or the date a policy was last updated. */
  heroExtra?: ReactNode;
  aside?: ReactNode;
  cta: { title: string; text: string };
  children: ReactNode;
}) {
  return (
    <>
      <section className="page-hero on-dark" aria-labelledby={titleId}>
        <div className="container page-hero__inner">
          <p className="page-hero__eyebrow">{eyebrow}</p>
          <h1 id={titleId} className="page-hero__title">
            {title}
          </h1>
          <p className="page-hero__lead">{lead}</p>
          {heroExtra}
        </div>
      </section>

      <div className={`container static-page${aside ? ' static-page--with-aside' : ''}`}>
        {aside ? <div className="static-page__aside">{aside}</div> : null}
        <div className="static-page__body">{children}</div>
      </div>

      <div className="container static-page__cta-wrap">
        <BookTripBand title={cta.title} text={cta.text} />
      </div>
    </>
  );
}

/** The hero's booking button: to the form on the landing page (/#book). */
export function BookButton({ children = 'Book Your Trip' }: { children?: ReactNode }) {
  return (
    <Link to={bookingLink()} className="btn btn--accent btn--lg">
      {children}
    </Link>
  );
}

/** A closing band that invites the reader to the booking form. */
export function BookTripBand({ title, text }: { title: string; text: string }) {
  return (
    <section className="static-cta on-dark" aria-label="Book a trip">
      <h2 className="static-cta__title">{title}</h2>
      <p className="static-cta__text">{text}</p>
      <BookButton />
    </section>
  );
}

/** One part of a page under an h2; its id is the target of the page's contents list. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="static-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="static-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** 'On this page' for a long policy: in-page links to each section, in order. */
export function PageContents({ sections }: { sections: Readonly<Record<string, string>> }) {
  return (
    <nav className="static-contents card" aria-labelledby="static-contents-title">
      <h2 id="static-contents-title" className="static-contents__title">
        On this page
      </h2>
      <ol className="static-contents__list">
        {Object.entries(sections).map(([id, title]) => (
          <li key={id}>
            <a href={`#${id}`}>{title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** 'Last updated' under a policy's title, machine-readable too. */
export function LastUpdated({ date, label }: { date: string; label: string }) {
  return (
    <p className="page-hero__updated">
      Last updated: <time dateTime={date}>{label}</time>
    </p>
  );
}
