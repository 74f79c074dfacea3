import { Link } from '../../navigation/Link';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { ContactDetails } from './ContactDetails';
import { LastUpdated, PageContents, PageSection, StaticPage } from './StaticPage';
import { retentionText } from '../../../../domain/privacy/retention-rules';
import { useRetentionPeriods } from './retention-api';

const SECTIONS = {
  collect: 'What we collect',
  use: 'Why we use it',
  share: 'Who we share it with',
  keep: 'How long we keep it',
  protect: 'How we protect it',
  rights: 'Your rights',
  changes: 'Changes to this policy',
  'contact-us': 'Contact us',
} as const;

/** /privacy-policy: what the site and the booking process collect, why, for how long, and the visitor's rights. */
export function PrivacyPolicyPage() {
  const { name } = useSiteInfo();
  const retention = useRetentionPeriods();
  usePageHead({
    title: `Privacy Policy | ${name}`,
    description: `How ${name} collects, uses and protects the personal information you give us when you book a trip, sign a waiver or use our chat.`,
  });

  return (
    <StaticPage
      titleId="privacy-title"
      eyebrow="Legal"
      title="Privacy Policy"
      lead={`${name} is a small guided fishing business on Wabamun Lake. This policy explains, in plain language, what personal information we collect, why, and the choices you have.`}
      heroExtra={<LastUpdated date="2026-11-30" label="November 30, 2026" />}
      aside={<PageContents sections={SECTIONS} />}
      cta={{
        title: 'Questions answered? Let’s book your trip.',
        text: 'We ask only for what we need to take you fishing.',
      }}
    >
      <PageSection id="collect" title={SECTIONS.collect}>
        <h3>When you book a trip</h3>
        <p>
          Your name, email address and phone number; the package, date and time you choose; how many people are coming and how many of them
          are children; any message you add; and a referral code if you use one.
        </p>
        <h3>When you pay</h3>
        <p>
          Card payments are handled by our card processor. Your card number goes straight from the payment form to the processor: this
          website never sees or stores it. We receive only the result of the payment, the amount and a payment reference we need for
          refunds.
        </p>
        <h3>When you sign the liability waiver</h3>
        <p>
          Your name, date of birth, email address and phone number; an emergency contact’s name and phone number; any medical conditions you
          choose to tell us about; your agreement to the waiver and to its risks, and whether you allow us to use photos from your trip;
          your typed signature; for a participant under 18, the name, relationship and typed signature of the parent or guardian who signs;
          the booking it belongs to; which version of the waiver you agreed to; and when it was signed, with the internet address and
          browser type of the device used, as a record of the signature.
        </p>
        <h3>When you use the chat</h3>
        <p>
          The messages you send and the replies you receive. A conversation is linked to a random code created when the page loads, not to
          your name, unless you type your name into it.
        </p>
        <h3>When you refer a friend</h3>
        <p>The names and phone numbers of you and your friend, so that each of you gets the referral credit.</p>
        <h3>Cookies and trackers</h3>
        <p>
          Visitors get no cookies from us. The only cookie we set is a session cookie that keeps the owner signed in to the admin area. We
          use no advertising trackers, no analytics services and no social-media tracking pixels. When you pay, the card processor’s payment
          form may use its own cookies to prevent fraud. Like any website, our server also receives your device’s internet address and
          browser type with each request; we use them only to keep the site running and secure.
        </p>
      </PageSection>

      <PageSection id="use" title={SECTIONS.use}>
        <ul className="static-list">
          <li>To take, confirm and manage your booking, and to take payment and make any refund.</li>
          <li>To send your confirmation and trip reminders by email and text message, and to reach you about weather or changes.</li>
          <li>To keep your signed waiver on file, and to call your emergency contact if something goes wrong on the water.</li>
          <li>To answer your questions in the chat and by phone or email.</li>
          <li>To apply referral credits, and to ask after your trip whether you would like to leave a review.</li>
        </ul>
        <p>
          We send news or offers by email only to people who have agreed to receive them, and every such email tells you how to stop them.
          We never sell or rent your personal information, and we do not use it for advertising.
        </p>
      </PageSection>

      <PageSection id="share" title={SECTIONS.share}>
        <p>We share only what each service needs to do its job for us:</p>
        <ul className="static-list">
          <li>
            <strong>Our card processor</strong>, to take your payment and make refunds.
          </li>
          <li>
            <strong>Our email and text-message providers</strong>, to deliver your booking confirmation, reminders and other messages about
            your trip.
          </li>
          <li>
            <strong>The company that hosts this website and its database</strong>, which stores the information for us.
          </li>
        </ul>
        <p>
          These providers may process information outside Canada, for example in the United States, where the laws of that country apply to
          it. We also disclose information when the law requires it.
        </p>
      </PageSection>

      <PageSection id="keep" title={SECTIONS.keep}>
        <ul className="static-list">
          <li>
            <strong>Bookings and payment records:</strong> six years after the end of the year of the trip, as Canadian tax rules require
            for business records.
          </li>
          <li>
            <strong>Signed waivers</strong>, with everything each one records: kept on file, and not deleted automatically, because a claim
            about an accident can be made years after the trip (later still for a participant under 18).
          </li>
          <li>
            <strong>Chat conversations:</strong> {retentionText(retention.chatDays)} after the last message, then deleted.
          </li>
          <li>
            <strong>Emails and text messages we send you, and texts you send us:</strong> {retentionText(retention.messageDays)}, then
            deleted.
          </li>
          <li>
            <strong>The sign-in log of the admin area</strong> (the username tried, the internet address and whether it worked):{' '}
            {retentionText(retention.signInLogDays)}, then deleted.
          </li>
          <li>
            <strong>The admin session cookie:</strong> until the owner signs out or the session expires.
          </li>
        </ul>
      </PageSection>

      <PageSection id="protect" title={SECTIONS.protect}>
        <p>
          The site is served over an encrypted connection. Only the owner can see bookings, waivers and messages, in an admin area protected
          by a password that is stored only in scrambled (hashed) form. Card numbers never reach our systems at all.
        </p>
      </PageSection>

      <PageSection id="rights" title={SECTIONS.rights}>
        <p>
          We follow Canada’s privacy laws for businesses: the federal Personal Information Protection and Electronic Documents Act (PIPEDA)
          and Alberta’s Personal Information Protection Act (PIPA). Under them you can:
        </p>
        <ul className="static-list">
          <li>ask to see the personal information we hold about you;</li>
          <li>ask us to correct it if it is wrong;</li>
          <li>withdraw your consent, for example to news and offers by email;</li>
          <li>ask us to delete it, where the law does not require us to keep it.</li>
        </ul>
        <p>
          Send your request by email or phone (see <a href="#contact-us">Contact us</a>). We answer within 30 days and may ask you to
          confirm who you are first. If you are not satisfied with our answer, you can complain to the Office of the Information and Privacy
          Commissioner of Alberta or the Office of the Privacy Commissioner of Canada.
        </p>
      </PageSection>

      <PageSection id="changes" title={SECTIONS.changes}>
        <p>
          When we change this policy we post the new version here and update the date at the top. Our{' '}
          <Link to="/terms-of-service">terms of service</Link> cover bookings and payments.
        </p>
      </PageSection>

      <PageSection id="contact-us" title={SECTIONS['contact-us']}>
        <p>For any question about your personal information, contact the owner directly:</p>
        <ContactDetails />
      </PageSection>
    </StaticPage>
  );
}
