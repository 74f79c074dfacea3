import { AreaCore } from '../shared/area-core';
import { messageTemplateEntities, messageTemplateMigrations } from './message-templates-table';
import { messagingEntities, messagingMigrations } from './messaging-tables';
import { smsEntities, smsMigrations } from './sms-tables';

/** The tables of the messaging area (messaging.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const messagingCore: AreaCore = {
  name: 'messaging',
  entities: [...messagingEntities, ...smsEntities, ...messageTemplateEntities],
  migrations: [...messagingMigrations, ...smsMigrations, ...messageTemplateMigrations],
};
