import { useReducer, type ReactNode } from 'react';
import { Link } from '../navigation/Link';
import { SLOT_WINDOWS, TIME_SLOTS } from '../../../domain/availability/slot-windows';
import { PARTY_LIMITS } from '../../../domain/bookings/booking-rules';
import { CHILD_DISCOUNT_PERCENT, WEEKDAY_DISCOUNT_PERCENT } from '../../../domain/bookings/pricing';
import { REFUND_POLICY_TEXT } from '../../../domain/bookings/refund-policy';
import { bookingLink } from '../bookings/booking-link';
import { AnchorLink } from '../layout/AnchorLink';
import { telHref, useSiteInfo } from '@browser-kit/site/site-info';
import { faqReducer } from './faq-accordion';
import { formatPackagePrice, usePackageOffers } from './package-api';
import { TRIP_ADVICE } from '../../../domain/content/trip-advice';

interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

/** ARCHITECTURE departure 10: names, durations and prices come from the packages data only. */
export function PackagesAnswer() {
  const offers = usePackageOffers();
  if (!offers) return <p>Loading our packages…</p>;
  return (
    <>
      <p>{offers.length === 1 ? 'We offer one package:' : `We offer ${offers.length} packages:`}</p>
      <ul>
        {offers.map((offer) => (
          <li key={offer.name}>
            <strong>{offer.name}</strong>: {offer.duration}, {formatPackagePrice(offer.price)} per person
          </li>
        ))}
      </ul>
      <p>
        Monday to Thursday trips are {WEEKDAY_DISCOUNT_PERCENT}% off. <AnchorLink anchor="packages">Compare the packages</AnchorLink>
      </p>
    </>
  );
}

const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'included',
    question: 'What’s included in a trip?',
    answer: <p>{TRIP_ADVICE.included}</p>,
  },
  { id: 'packages', question: 'What packages do you offer?', answer: <PackagesAnswer /> },
  {
    id: 'licence',
    question: 'Do I need a fishing licence?',
    answer: (
      <p>
        Yes: everyone aged 16 and over needs a valid Alberta fishing licence. Buy it online before the trip and bring it along (on your
        phone is fine). <Link to="/fishing-regulations">Read the Alberta fishing regulations</Link>
      </p>
    ),
  },
  {
    id: 'bring',
    question: 'What should I bring?',
    answer: <p>{TRIP_ADVICE.bring}</p>,
  },
  {
    id: 'kids',
    question: 'Can I bring my kids?',
    answer: (
      <p>
        Absolutely. Children 12 and under get {CHILD_DISCOUNT_PERCENT}% off when at least one adult comes along. A party is{' '}
        {PARTY_LIMITS.minPeople} to {PARTY_LIMITS.maxPeople} people with up to {PARTY_LIMITS.maxKids} kids, and children under 16 fish with
        an adult.
      </p>
    ),
  },
  {
    id: 'weekday',
    question: 'Is there a weekday discount?',
    answer: (
      <p>
        Yes: trips Monday to Thursday are {WEEKDAY_DISCOUNT_PERCENT}% off the package price. The booking form shows the discount as soon as
        you pick a date.
      </p>
    ),
  },
  { id: 'cancellation', question: 'What is your cancellation policy?', answer: <p>{REFUND_POLICY_TEXT}</p> },
  {
    id: 'weather',
    question: 'What happens if the weather is bad?',
    answer: <p>{TRIP_ADVICE.weather}</p>,
  },
  {
    id: 'times',
    question: 'What time do trips start?',
    answer: (
      <>
        <p>Trips run in three time slots:</p>
        <ul>
          {TIME_SLOTS.map((slot) => (
            <li key={slot}>{SLOT_WINDOWS[slot].label}</li>
          ))}
        </ul>
        <p>The booking form shows which slots are open on the date you choose.</p>
      </>
    ),
  },
  {
    id: 'lake',
    question: 'Where do we fish?',
    answer: (
      <p>
        On Wabamun Lake, about 65 km west of Edmonton: 8,800 hectares of northern pike, walleye and perch water.{' '}
        <Link to="/wabamun-lake-info">More about Wabamun Lake</Link>
      </p>
    ),
  },
];

/**
 * Frequently asked questions (anchor faq): an accordion with at most one answer
 * open (the disclosure pattern: each question is a button that shows or hides its answer), then a
 * link to the booking form. Answers stay in the page while closed, so search engines read them.
 */
export function Faq() {
  const [open, dispatch] = useReducer(faqReducer, null);
  const { phone } = useSiteInfo();

  return (
    <section id="faq" className="landing-section landing-section--tinted" aria-labelledby="faq-title">
      <div className="container faq">
        <header className="section-heading">
          <p className="section-heading__eyebrow">Good to know</p>
          <h2 id="faq-title">Frequently Asked Questions</h2>
        </header>

        <div className="faq__list">
          {FAQ_ENTRIES.map(({ id, question, answer }) => {
            const expanded = open === id;
            return (
              <div key={id} className={`faq__item${expanded ? ' faq__item--open' : ''}`}>
                <h3 className="faq__question">
                  <button
                    type="button"
                    id={`faq-question-${id}`}
                    className="faq__toggle"
                    aria-expanded={expanded}
                    aria-controls={`faq-answer-${id}`}
                    onClick={() => dispatch({ type: 'toggle', id })}
                  >
                    <span>{question}</span>
                    <svg className="faq__icon" viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
                      <path d="M6 9l6 6 6-6" />
                    </svg>
                  </button>
                </h3>
                <div id={`faq-answer-${id}`} className="faq__answer" hidden={!expanded}>
                  {answer}
                </div>
              </div>
            );
          })}
        </div>

        <div className="faq__end">
          <p>
            Another question? Call us at <a href={telHref(phone)}>{phone}</a> or book and ask in your message.
          </p>
          <Link to={bookingLink()} className="btn btn--accent btn--lg">
            Book Your Fishing Trip
          </Link>
        </div>
      </div>
    </section>
  );
}
