import { ProcessManager } from '../../application/process-managers/process-manager';
import { AREA_CORES } from '../area-cores';
import { ProcessManagerPorts } from './process-manager-ports';

// The tests build their managers from this file, ports included.
export type { ProcessManagerPorts } from './process-manager-ports';

/**
 * Every process manager of the app (the side effects): each business area's, from its core
 * (adapters/area-cores.ts), so that building them loads no Nest module.
 */
export function allProcessManagers(ports: ProcessManagerPorts): ProcessManager[] {
  return AREA_CORES.flatMap((area) => area.processManagers?.(ports) ?? []);
}
