import { Link } from '../../navigation/Link';
import { PARTY_LIMITS } from '../../../../domain/bookings/booking-rules';
import { CHILD_DISCOUNT_PERCENT, CURRENCY, REFERRAL_CREDIT_CENTS, WEEKDAY_DISCOUNT_PERCENT } from '../../../../domain/bookings/pricing';
import { REFUND_POLICY_TEXT } from '../../../../domain/bookings/refund-policy';
import { GEAR_INCLUDED } from '../../../../domain/messaging/trip-checklist';
import { AnchorLink } from '../../layout/AnchorLink';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { ContactDetails } from './ContactDetails';
import { LICENCE_AGE } from './regulations';
import { LastUpdated, PageContents, PageSection, StaticPage } from './StaticPage';

const SECTIONS = {
  prices: 'Prices and payment',
  discounts: 'Discounts',
  party: 'Your party',
  refunds: 'Cancellations and refunds',
  weather: 'Weather and safety',
  licence: 'Fishing licence',
  waiver: 'Liability waiver',
  boat: 'On the boat',
  changes: 'Changes',
  'contact-us': 'Contact us',
} as const;

const REFERRAL_CREDIT_DOLLARS = REFERRAL_CREDIT_CENTS / 100;

/** /terms-of-service: the booking, payment and refund terms (docs/product/refunds.md), in the customer's words. */
export function TermsOfServicePage() {
  const { name } = useSiteInfo();
  usePageHead({
    title: `Terms of Service | ${name}`,
    description: `Booking terms for ${name}: prices per person in ${CURRENCY}, payment at booking, weekday and family discounts, cancellations and refunds, weather, licences and the liability waiver.`,
  });

  return (
    <StaticPage
      titleId="terms-title"
      eyebrow="Legal"
      title="Terms of Service"
      lead={`The terms for booking a guided fishing trip with ${name}: how prices and payment work, what happens if plans change, and what we ask of everyone on the boat.`}
      heroExtra={<LastUpdated date="2026-11-22" label="November 22, 2026" />}
      aside={<PageContents sections={SECTIONS} />}
      cta={{
        title: 'All clear? Pick your date.',
        text: 'Book online in a few minutes and get your confirmation by email and text.',
      }}
    >
      <p>When you book a trip you agree to these terms. Please read them before you pay.</p>

      <PageSection id="prices" title={SECTIONS.prices}>
        <p>
          Prices are per person, in Canadian dollars ({CURRENCY}), as listed for each <AnchorLink anchor="packages">package</AnchorLink>.
          The booking form shows the full price, with any discount, before you pay, and that is the amount charged.
        </p>
        <p>
          Payment is taken in full by card when you book. Your booking is confirmed once the payment goes through, and we send the
          confirmation by email and text message.
        </p>
      </PageSection>

      <PageSection id="discounts" title={SECTIONS.discounts}>
        <ul className="static-list">
          <li>
            <strong>Weekday trips:</strong> {WEEKDAY_DISCOUNT_PERCENT}% off the per-person price for trips from Monday to Thursday.
          </li>
          <li>
            <strong>Children 12 and under:</strong> {CHILD_DISCOUNT_PERCENT}% off their price when they fish with at least one adult in the
            same booking.
          </li>
          <li>
            <strong>Referral codes:</strong> a valid code takes ${REFERRAL_CREDIT_DOLLARS} off the booking’s total, which never goes below
            zero.
          </li>
        </ul>
        <p>The booking form applies the discounts you qualify for and shows each one before you pay.</p>
      </PageSection>

      <PageSection id="party" title={SECTIONS.party}>
        <p>
          A booking is for {PARTY_LIMITS.minPeople} to {PARTY_LIMITS.maxPeople} people, with at most {PARTY_LIMITS.maxKids} children.
          Children under 16 must be accompanied by an adult on the boat.
        </p>
      </PageSection>

      <PageSection id="refunds" title={SECTIONS.refunds}>
        <p>{REFUND_POLICY_TEXT}</p>
        <p>
          To cancel or to move your trip to another date, call or email us as early as you can. Refunds go back to the card you paid with.
        </p>
      </PageSection>

      <PageSection id="weather" title={SECTIONS.weather}>
        <p>
          Your guide decides whether it is safe to go out, on the day and during the trip. Wind, lightning and storms on open water are
          dangerous, and safety comes first: the guide may delay a start, stay close to shore or head back early. When we cancel a trip for
          unsafe weather, the weather rule of the refund policy above applies.
        </p>
      </PageSection>

      <PageSection id="licence" title={SECTIONS.licence}>
        <p>
          Every angler aged {LICENCE_AGE} or older must bring a valid Alberta fishing licence. Anyone who needs a licence and does not have
          one cannot fish on the trip. Everyone keeps to the current Alberta regulations; our{' '}
          <Link to="/fishing-regulations">fishing regulations page</Link> has a summary.
        </p>
      </PageSection>

      <PageSection id="waiver" title={SECTIONS.waiver}>
        <p>
          Fishing from a boat carries risks. Everyone on the trip must have a signed <Link to="/liability-waiver">liability waiver</Link>{' '}
          before we leave the shore; a parent or guardian signs for a child. Signing online before your trip saves time on the day.
        </p>
      </PageSection>

      <PageSection id="boat" title={SECTIONS.boat}>
        <ul className="static-list">
          <li>Follow your guide’s safety instructions, and wear a life jacket whenever the guide asks.</li>
          <li>No alcohol or drugs on the boat, and no one who is impaired comes aboard.</li>
          <li>Treat the fish, the wildlife, other anglers and the lake with respect, and take your litter home.</li>
          <li>{GEAR_INCLUDED} Please treat the gear with care.</li>
        </ul>
        <p>
          The guide may refuse to take out, or bring back to shore, anyone whose behaviour puts people at risk. No refund is due in that
          case.
        </p>
      </PageSection>

      <PageSection id="changes" title={SECTIONS.changes}>
        <p>
          We may update these terms. The date at the top shows when they last changed, and your booking follows the terms in place on the
          day you booked. How we handle your personal information is in our <Link to="/privacy-policy">privacy policy</Link>.
        </p>
      </PageSection>

      <PageSection id="contact-us" title={SECTIONS['contact-us']}>
        <p>Questions about a booking or these terms? Get in touch:</p>
        <ContactDetails />
      </PageSection>
    </StaticPage>
  );
}
