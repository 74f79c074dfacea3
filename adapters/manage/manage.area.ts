import { BookingMovesProcess } from '../../application/manage/booking-moves.process';
import { Area } from '../shared/area';
import { manageCore } from './manage.core';

/** The customers' self-service through their manage link: its links, and the moves it asks for (routes in BookingsModule). */
export const manageArea: Area = {
  ...manageCore,
  processManagers: (ports) => [new BookingMovesProcess(ports.events, ports.gateway, ports.schedule, ports.clock)],
};
