import { ProcessManager } from '../../application/process-managers/process-manager';
import { AREAS } from '../areas';
import { ProcessManagerPorts } from './process-manager-ports';

// The tests build their managers from this file, ports included.
export type { ProcessManagerPorts } from './process-manager-ports';

/**
 * Every process manager of the app (the side effects): each business area's, from adapters/areas.ts;
 * building them loads no Nest module.
 */
export function allProcessManagers(ports: ProcessManagerPorts): ProcessManager[] {
  return AREAS.flatMap((area) => area.processManagers?.(ports) ?? []);
}
