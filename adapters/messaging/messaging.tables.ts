import { AreaTables } from '../shared/area-tables';
import { messageTemplateEntities, messageTemplateMigrations } from './message-templates-table';
import { messagingEntities, messagingMigrations } from './messaging-tables';
import { smsEntities, smsMigrations } from './sms-tables';

/** The tables of the messaging area (messaging.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const messagingTables: AreaTables = {
  name: 'messaging',
  entities: [...messagingEntities, ...smsEntities, ...messageTemplateEntities],
  migrations: [...messagingMigrations, ...smsMigrations, ...messageTemplateMigrations],
};
