import { Area } from '../shared/area';
import { manageTables } from './manage.tables';

/** The customers' private links to manage their booking (their routes are in BookingsModule). */
export const manageArea: Area = {
  ...manageTables,
};
