import { ManageLinkIssuer } from '../../application/manage/manage-links';
import { NotificationsProcess } from '../../application/messaging/notifications.process';
import { AreaCore } from '../shared/area-core';
import { messageTemplateEntities, messageTemplateMigrations } from './message-templates-table';
import { messagingEntities, messagingMigrations } from './messaging-tables';
import { smsEntities, smsMigrations } from './sms-tables';

/** The messaging area's tables and process manager, apart from its Nest modules (messaging.area.ts; shared/area-core.ts). */
export const messagingCore: AreaCore = {
  name: 'messaging',
  entities: [...messagingEntities, ...smsEntities, ...messageTemplateEntities],
  migrations: [...messagingMigrations, ...smsMigrations, ...messageTemplateMigrations],
  processManagers: (ports) => [
    new NotificationsProcess({
      events: ports.events,
      outbox: ports.outbox,
      content: ports.content,
      siteOrigin: ports.siteOrigin,
      templates: ports.templates,
      manageLinks: new ManageLinkIssuer(ports.siteOrigin),
      waiverReferences: ports.waiverReferences,
    }),
  ],
};
