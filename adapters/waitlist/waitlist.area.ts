import type { Area } from '../shared/area';
import { waitlistCore } from './waitlist.core';

/** The waitlist of booked trips, and the places offered when one frees up. */
export const waitlistArea: Area = {
  ...waitlistCore,
  modules: async () => [(await import('./waitlist.module.js')).WaitlistModule],
};
