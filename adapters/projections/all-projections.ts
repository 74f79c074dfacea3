import { Projection } from '../../application/projections/projection';
import { AREA_CORES } from '../area-cores';

/**
 * Every read-model projection the app keeps up to date: each business area's, from its core
 * (adapters/area-cores.ts), so that reading them loads no Nest module. Only rows that can be rebuilt
 * from the log belong here: anything that acts on the world (a message, a payment) is a process
 * manager (all-process-managers.ts).
 */
export const allProjections: readonly Projection[] = AREA_CORES.flatMap((area) => area.projections ?? []);
