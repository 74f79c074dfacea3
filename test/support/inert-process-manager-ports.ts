import { ProcessManagerPorts } from '../../adapters/projections/all-process-managers';

/**
 * Ports nothing is asked of, for tests that only build the process managers and read what they
 * declare (names, event types, `handles`): building a manager only keeps its ports.
 */
export function inertProcessManagerPorts(): ProcessManagerPorts {
  const unused = {} as never;
  return {
    events: unused,
    gateway: unused,
    schedule: unused,
    outbox: unused,
    content: unused,
    templates: unused,
    clock: { now: () => new Date('2026-11-24T15:00:00Z') },
    siteOrigin: 'https://example.test',
    waiverDocuments: unused,
    waiverCopyLinks: unused,
    waiverReferences: unused,
    creditAccounts: unused,
    waitlistLinks: unused,
    holdLimits: unused,
    marketingChoices: { unsubscribes: unused, optIns: unused },
  };
}
