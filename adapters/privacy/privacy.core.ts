import { AreaCore } from '../shared/area-core';

/** The privacy area (privacy.area.ts) has no tables of its own: it deletes from the messaging and sign-in tables. */
export const privacyCore: AreaCore = { name: 'privacy' };
