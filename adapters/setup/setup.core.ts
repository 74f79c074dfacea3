import { AreaCore } from '../shared/area-core';

/** The setup checklist (setup.area.ts): no tables of its own, it reads what the other areas keep. */
export const setupCore: AreaCore = { name: 'setup' };
