import { describe, expect, test } from '@jest/globals';
import { Actor } from '../../domain/shared/actor';
import { RecordedEvent } from '../ports/event-store';
import { evolveReportBooking } from './report-bookings.projection';
import { ReportBookingRow } from './report-read-models';

const ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const VISITOR: Actor = { kind: 'visitor' };
const GUIDE: Actor = { kind: 'user', username: 'guide', role: 'admin' };
let version = 0;

function recorded(type: string, data: Record<string, unknown>, actor: Actor = VISITOR, at = '2026-05-01T16:00:00Z'): RecordedEvent {
  version++;
  return {
    eventId: `e${version}`,
    streamId: `booking-${ID}`,
    category: 'booking',
    version,
    type,
    data,
    metadata: { actor, occurredAt: at },
    recordedAt: new Date(at),
    position: { commit: BigInt(version), prepare: 0n },
  };
}

const details = {
  package: 'Half-Day Adventure',
  date: '2026-06-04',
  time: 'morning',
  name: 'Jo',
  email: 'jo@example.com',
  phone: '7805550100',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  referralCode: 'ABCD2345',
};
const price = { referralCreditCents: 5_000 };

const fold = (events: RecordedEvent[]) => events.reduce<ReportBookingRow | undefined>((row, e) => evolveReportBooking(row, e), undefined);

describe('the reports’ read model of a booking', () => {
  test('money taken (payment and a dearer date’s difference), refunds, the move and who cancelled', () => {
    version = 0;
    const row = fold([
      recorded('BookingHeld', {
        bookingId: ID,
        details,
        price,
        payment: { paymentIntentId: 'pi_1', amountCents: 39_800, currency: 'CAD' },
        holdExpiresAt: '2026-05-01T16:15:00Z',
      }),
      recorded('BookingPaymentSucceeded', { paymentIntentId: 'pi_1', amountCents: 39_800, currency: 'CAD' }),
      recorded('BookingPaid', { paymentIntentId: 'pi_1', amountCents: 39_800, currency: 'CAD' }, { kind: 'system', process: 'payments' }),
      recorded('BookingMovePaid', { paymentIntentId: 'pi_2', amountCents: 8_000, currency: 'CAD' }),
      recorded('BookingRescheduled', {
        from: { date: '2026-06-04', time: 'morning' },
        to: { date: '2026-06-06', time: 'afternoon' },
        price: { referralCreditCents: 4_000 },
      }),
      recorded('BookingStatusChanged', { from: 'confirmed', to: 'cancelled', weather: true }, GUIDE),
      recorded(
        'BookingRefunded',
        { paymentIntentId: 'pi_1', amountCents: 47_800, percent: 100, rule: 'weather' },
        { kind: 'system', process: 'refunds' },
      ),
    ]);
    expect(row).toEqual({
      id: ID,
      package: 'Half-Day Adventure',
      packageId: null,
      date: '2026-06-06',
      time: 'afternoon',
      people: 2,
      status: 'cancelled',
      test: false,
      bookedAt: new Date('2026-05-01T16:00:00Z'),
      paidCents: 47_800,
      refundedCents: 47_800,
      referralCode: 'ABCD2345',
      referralCreditCents: 4_000,
      cancelledBy: 'weather',
      noShow: false,
      version: 7,
    });
  });

  test('a no-show is recorded on the confirmed trip, undone by its clearing, and kept through a reference given', () => {
    version = 0;
    const confirmed = fold([
      recorded('BookingRequested', { bookingId: ID, details }),
      recorded('BookingStatusChanged', { from: 'pending', to: 'confirmed' }, GUIDE),
    ]);
    const marked = evolveReportBooking(confirmed, recorded('BookingMarkedNoShow', { note: 'Not at the dock' }, GUIDE));
    expect(marked).toMatchObject({ status: 'confirmed', noShow: true, cancelledBy: null, refundedCents: 0, version: 3 });
    const named = evolveReportBooking(
      marked,
      recorded('BookingReferenceAssigned', { reference: 'WAB-7K3Q' }, { kind: 'system', process: 'refs' }),
    );
    expect(named).toMatchObject({ noShow: true, version: 4 });
    expect(evolveReportBooking(named, recorded('BookingNoShowCleared', {}, GUIDE))).toMatchObject({ status: 'confirmed', noShow: false });
    expect(evolveReportBooking(named, recorded('BookingStatusChanged', { from: 'confirmed', to: 'cancelled' }, GUIDE))).toMatchObject({
      status: 'cancelled',
      noShow: false,
    });
  });

  test.each([
    [{ kind: 'customer', via: 'manage_link' } as Actor, 'customer'],
    [GUIDE, 'guide'],
    [{ kind: 'system', process: 'holds' } as Actor, 'system'],
  ])('a cancellation by %j counts as the %s’s; confirmed again, it is nobody’s', (actor, who) => {
    version = 0;
    const requested = recorded('BookingRequested', { bookingId: ID, details });
    const cancelled = fold([requested, recorded('BookingStatusChanged', { from: 'pending', to: 'cancelled' }, actor)]);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: who, paidCents: 0, referralCreditCents: 0 });
    expect(evolveReportBooking(cancelled, recorded('BookingStatusChanged', { from: 'cancelled', to: 'confirmed' }, GUIDE))).toMatchObject({
      status: 'confirmed',
      cancelledBy: null,
    });
  });
});
