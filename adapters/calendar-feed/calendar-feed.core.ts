import { AreaCore } from '../shared/area-core';
import { calendarFeedEntities, calendarFeedMigrations } from './calendar-feed-tables';

/** The calendar feed's table (its token), apart from its Nest module (calendar-feed.area.ts; shared/area-core.ts). */
export const calendarFeedCore: AreaCore = {
  name: 'calendar-feed',
  entities: calendarFeedEntities,
  migrations: calendarFeedMigrations,
};
