import { Projection } from '../../application/projections/projection';
import { AREAS } from '../areas';

/**
 * Every read-model projection the app keeps up to date: each business area's, from adapters/areas.ts;
 * reading them loads no Nest module. Only rows that can be rebuilt
 * from the log belong here: anything that acts on the world (a message, a payment) is a process
 * manager (all-process-managers.ts).
 */
export const allProjections: readonly Projection[] = AREAS.flatMap((area) => area.projections ?? []);
