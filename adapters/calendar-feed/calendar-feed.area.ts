import type { Area } from '../shared/area';
import { calendarFeedCore } from './calendar-feed.core';

/** The guide's private iCalendar feed of confirmed trips, and its address in Settings. */
export const calendarFeedArea: Area = {
  ...calendarFeedCore,
  modules: async () => [(await import('./calendar-feed.module.js')).CalendarFeedModule],
};
