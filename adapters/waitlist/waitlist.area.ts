import { Area } from '../shared/area';
import { WaitlistModule } from './waitlist.module';
import { waitlistCore } from './waitlist.core';

/** The waitlist of booked trips, and the places offered when one frees up. */
export const waitlistArea: Area = {
  ...waitlistCore,
  modules: () => [WaitlistModule],
};
