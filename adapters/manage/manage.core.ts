import { BookingMovesProcess } from '../../application/manage/booking-moves.process';
import { AreaCore } from '../shared/area-core';
import { manageEntities, manageMigrations } from './manage-links-table';

/** The manage area's tables and process manager, apart from its Nest modules (manage.area.ts; shared/area-core.ts). */
export const manageCore: AreaCore = {
  name: 'manage',
  entities: manageEntities,
  migrations: manageMigrations,
  processManagers: (ports) => [
    new BookingMovesProcess({ events: ports.events, gateway: ports.gateway, schedule: ports.schedule, clock: ports.clock }),
  ],
};
