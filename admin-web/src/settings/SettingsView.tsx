import { currentValue } from '../content/site/site-content-form';
import { SiteContentLoader } from '../content/site/SiteContentLoader';
import { SiteSection } from '../content/site/SiteSection';
import { SiteValueForm } from '../content/site/SiteValueForm';
import { useSiteContentSave } from '../content/site/use-site-content-save';
import { GUIDE_PHONE_MESSAGES, guidePhoneError } from './guide-phone';
import { BOOKING_HORIZON } from '../../../domain/bookings/booking-rules';
import { validateSiteContent } from '../../../domain/content/site-content-rules';

const PHONE = { section: 'guide', key: 'phone' } as const;
const HORIZON = { section: 'booking', key: 'horizon_days' } as const;

const HORIZON_SAVE = {
  successTitle: 'Success',
  successDescription: 'Booking window updated successfully',
  failureDescription: 'Failed to update the booking window',
} as const;

const PHONE_SAVE = {
  successTitle: 'Success',
  successDescription: 'Guide phone number updated successfully',
  failureDescription: 'Failed to update phone number',
} as const;

/** 'Settings' (SPEC section 2): the guide's phone number and the messages that go to it, and the booking window. */
export function SettingsView({ canChange }: { canChange: boolean }) {
  const save = useSiteContentSave(PHONE_SAVE);
  const saveHorizon = useSiteContentSave(HORIZON_SAVE);
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
          <h3 className="site-content__card-title">Messages sent to this number</h3>
          <ul className="site-content__list">
            {GUIDE_PHONE_MESSAGES.map(({ title, text }) => (
              <li key={title}>
                <strong>{title}</strong>: {text}
              </li>
            ))}
          </ul>
          <p className="hint">Customers are given the business phone from Page Content &gt; Contact, not this number.</p>
        </div>
      </div>
    </SiteSection>
  );
}
