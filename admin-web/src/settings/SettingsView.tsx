import { currentValue, maxLengthOf } from '../content/site/site-content-form';
import { SiteContentLoader } from '../content/site/SiteContentLoader';
import { SiteSection } from '../content/site/SiteSection';
import { SiteValueForm } from '../content/site/SiteValueForm';
import { useSiteContentSave } from '../content/site/use-site-content-save';
import { CalendarFeedCard } from './CalendarFeedCard';
import { GUIDE_PHONE_MESSAGES, guidePhoneError } from './guide-phone';
import { BOOKING_HORIZON } from '../../../domain/bookings/booking-rules';
import { validateSiteContent } from '../../../domain/content/site-content-rules';

const PHONE = { section: 'guide', key: 'phone' } as const;
const HORIZON = { section: 'booking', key: 'horizon_days' } as const;
const SUMMARY_HOUR = { section: 'reminders', key: 'summary_hour' } as const;
const GUIDE_EMAIL = { section: 'guide', key: 'email' } as const;
const LEAVE_REVIEW = { section: 'reviews', key: 'leave_url' } as const;
const READ_REVIEWS = { section: 'reviews', key: 'read_url' } as const;

const HORIZON_SAVE = {
  successTitle: 'Success',
  successDescription: 'Booking window updated successfully',
  failureDescription: 'Failed to update the booking window',
} as const;

const SUMMARY_HOUR_SAVE = {
  successTitle: 'Success',
  successDescription: 'Daily summary hour updated successfully',
  failureDescription: 'Failed to update the daily summary hour',
} as const;

const GUIDE_EMAIL_SAVE = {
  successTitle: 'Success',
  successDescription: 'Guide email updated successfully',
  failureDescription: 'Failed to update the guide email',
} as const;

const LEAVE_REVIEW_SAVE = {
  successTitle: 'Success',
  successDescription: 'Review link updated successfully',
  failureDescription: 'Failed to update the review link',
} as const;

const READ_REVIEWS_SAVE = {
  successTitle: 'Success',
  successDescription: 'Reviews page link updated successfully',
  failureDescription: 'Failed to update the reviews page link',
} as const;

const PHONE_SAVE = {
  successTitle: 'Success',
  successDescription: 'Guide phone number updated successfully',
  failureDescription: 'Failed to update phone number',
} as const;

/** `20` → `20:00`, as the hour reads on the lake's clock. */
const hourText = (hour: string) => `${hour.padStart(2, '0')}:00`;

/**
 * 'Settings' (docs/product/admin.md): the guide's phone number and the messages that use it, the hour of
 * the guide's daily summary, the guide's email, the trips calendar's private link
 * (CalendarFeedCard.tsx), the booking window, and the review links (where
 * customers leave a review, where visitors read more; the landing page's Reviews shows both).
 */
export function SettingsView({ canChange }: { canChange: boolean }) {
  const save = useSiteContentSave(PHONE_SAVE);
  const saveHorizon = useSiteContentSave(HORIZON_SAVE);
  const saveSummaryHour = useSiteContentSave(SUMMARY_HOUR_SAVE);
  const saveGuideEmail = useSiteContentSave(GUIDE_EMAIL_SAVE);
  const saveLeaveReview = useSiteContentSave(LEAVE_REVIEW_SAVE);
  const saveReadReviews = useSiteContentSave(READ_REVIEWS_SAVE);
  return (
    <SiteSection titleId="settings-title" title="Settings" summary="Where the site reaches you.">
      <div className="site-content__grid">
        <div className="card site-content__card">
          <h3 className="site-content__card-title">Guide phone number</h3>
          <SiteContentLoader what="settings">
            {(entries) => {
              const phone = currentValue(entries, PHONE.section, PHONE.key);
              return canChange ? (
                <SiteValueForm
                  key={phone}
                  entry={PHONE}
                  stored={phone}
                  save={save}
                  validate={guidePhoneError}
                  label="Guide phone number"
                  hint="Format: (XXX) XXX-XXXX"
                  input={{ type: 'tel', autoComplete: 'tel', placeholder: '(780) 555-0142', maxLength: 14 }}
                  submitText="Update Phone Number"
                />
              ) : (
                <p>
                  Alerts go to <strong>{phone}</strong>.
                </p>
              );
            }}
          </SiteContentLoader>
        </div>
        <div className="card site-content__card">
          <h3 className="site-content__card-title">Daily summary hour</h3>
          <SiteContentLoader what="settings">
            {(entries) => {
              const hour = currentValue(entries, SUMMARY_HOUR.section, SUMMARY_HOUR.key);
              return canChange ? (
                <SiteValueForm
                  key={hour}
                  entry={SUMMARY_HOUR}
                  stored={hour}
                  save={saveSummaryHour}
                  validate={(value) => validateSiteContent(SUMMARY_HOUR.section, SUMMARY_HOUR.key, value)}
                  label="Daily summary hour"
                  hint="Hour of the day (0-23, lake time) when tomorrow's trips are texted to the guide"
                  input={{ type: 'number', inputMode: 'numeric', min: 0, max: 23, step: 1 }}
                  submitText="Update Summary Hour"
                />
              ) : (
                <p>
                  Tomorrow's trips are texted to the guide at <strong>{hourText(hour)}</strong>, lake time.
                </p>
              );
            }}
          </SiteContentLoader>
        </div>
        <div className="card site-content__card">
          <h3 className="site-content__card-title">Guide email</h3>
          <SiteContentLoader what="settings">
            {(entries) => {
              const email = currentValue(entries, GUIDE_EMAIL.section, GUIDE_EMAIL.key);
              return canChange ? (
                <SiteValueForm
                  key={email}
                  entry={GUIDE_EMAIL}
                  stored={email}
                  save={saveGuideEmail}
                  validate={(value) => validateSiteContent(GUIDE_EMAIL.section, GUIDE_EMAIL.key, value)}
                  label="Guide email"
                  hint="The daily summary and trip reminders are also emailed here; leave empty for SMS only"
                  input={{
                    type: 'email',
                    autoComplete: 'email',
                    placeholder: 'guide@example.com',
                    maxLength: maxLengthOf(GUIDE_EMAIL.section, GUIDE_EMAIL.key),
                  }}
                  submitText="Update Guide Email"
                />
              ) : email ? (
                <p>
                  The daily summary and trip reminders are also emailed to <strong>{email}</strong>.
                </p>
              ) : (
                <p>No guide email: the daily summary and trip reminders go by SMS only.</p>
              );
            }}
          </SiteContentLoader>
        </div>
        <CalendarFeedCard canChange={canChange} />
        <div className="card site-content__card">
          <h3 className="site-content__card-title">How far ahead visitors may book</h3>
          <SiteContentLoader what="settings">
            {(entries) => {
              const days = currentValue(entries, HORIZON.section, HORIZON.key);
              return canChange ? (
                <SiteValueForm
                  key={days}
                  entry={HORIZON}
                  stored={days}
                  save={saveHorizon}
                  validate={(value) => validateSiteContent(HORIZON.section, HORIZON.key, value)}
                  label="Booking window (days)"
                  hint={`Online bookings are taken up to this many days from today (${BOOKING_HORIZON.minDays} to ${BOOKING_HORIZON.maxDays}).`}
                  input={{ type: 'number', inputMode: 'numeric', min: BOOKING_HORIZON.minDays, max: BOOKING_HORIZON.maxDays, step: 1 }}
                  submitText="Update Booking Window"
                />
              ) : (
                <p>
                  Visitors may book up to <strong>{days}</strong> days ahead.
                </p>
              );
            }}
          </SiteContentLoader>
        </div>
        <div className="card site-content__card">
          <h3 className="site-content__card-title">Review links</h3>
          <p className="hint">
            A day after each completed trip, every customer is asked the same way to leave a review at the first link (no rating screen
            first); no requests go out while it is empty. The landing page's Reviews section links to both.
          </p>
          <SiteContentLoader what="settings">
            {(entries) => {
              const leave = currentValue(entries, LEAVE_REVIEW.section, LEAVE_REVIEW.key);
              const read = currentValue(entries, READ_REVIEWS.section, READ_REVIEWS.key);
              return canChange ? (
                <>
                  <SiteValueForm
                    key={leave}
                    entry={LEAVE_REVIEW}
                    stored={leave}
                    save={saveLeaveReview}
                    validate={(value) => validateSiteContent(LEAVE_REVIEW.section, LEAVE_REVIEW.key, value)}
                    label="Where customers leave a review"
                    hint="A web address starting with https://, e.g. your Google review link; leave empty to send no review requests"
                    input={{
                      type: 'url',
                      inputMode: 'url',
                      placeholder: 'https://g.page/r/.../review',
                      maxLength: maxLengthOf(LEAVE_REVIEW.section, LEAVE_REVIEW.key),
                    }}
                    submitText="Update Review Link"
                  />
                  <SiteValueForm
                    key={read}
                    entry={READ_REVIEWS}
                    stored={read}
                    save={saveReadReviews}
                    validate={(value) => validateSiteContent(READ_REVIEWS.section, READ_REVIEWS.key, value)}
                    label="Where to read more reviews"
                    hint="A web address starting with https://; leave empty to show no 'Read More Reviews' link"
                    input={{
                      type: 'url',
                      inputMode: 'url',
                      placeholder: 'https://www.google.com/maps/place/...',
                      maxLength: maxLengthOf(READ_REVIEWS.section, READ_REVIEWS.key),
                    }}
                    submitText="Update Reviews Page Link"
                  />
                </>
              ) : (
                <ReviewLinksSummary leave={leave} read={read} />
              );
            }}
          </SiteContentLoader>
        </div>
        <div className="card site-content__card">
          <h3 className="site-content__card-title">Messages that use this number</h3>
          <ul className="site-content__list">
            {GUIDE_PHONE_MESSAGES.map(({ title, text }) => (
              <li key={title}>
                <strong>{title}</strong>: {text}
              </li>
            ))}
          </ul>
          <p className="hint">
            Customers' reminders give this number for questions and changes; their booking confirmation and cancellation messages give the
            business phone from Page Content &gt; Contact.
          </p>
        </div>
      </div>
    </SiteSection>
  );
}

/** What an auditor sees of the review links: each address, or that it is off. */
function ReviewLinksSummary({ leave, read }: { leave: string; read: string }) {
  return (
    <>
      {leave ? (
        <p>
          Customers leave a review at <strong>{leave}</strong>.
        </p>
      ) : (
        <p>No review link: no review requests are sent.</p>
      )}
      {read ? (
        <p>
          Visitors read more reviews at <strong>{read}</strong>.
        </p>
      ) : (
        <p>No link to read more reviews.</p>
      )}
    </>
  );
}
