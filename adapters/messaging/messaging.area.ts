import { ManageLinkIssuer } from '../../application/bookings/manage-links';
import { NotificationsProcess } from '../../application/messaging/notifications.process';
import { Area } from '../shared/area';
import { messageTemplateEntities, messageTemplateMigrations } from './message-templates-table';
import { MessageSettingsModule } from './message-settings.module';
import { messagingEntities, messagingMigrations } from './messaging-tables';
import { MessagingModule } from './messaging.module';
import { smsEntities, smsMigrations } from './sms-tables';

/** Messages: the outbox and its sending, SMS and the inbox, the templates and the automation settings. */
export const messagingArea: Area = {
  name: 'messaging',
  modules: () => [MessagingModule, MessageSettingsModule],
  entities: [...messagingEntities, ...smsEntities, ...messageTemplateEntities],
  migrations: [...messagingMigrations, ...smsMigrations, ...messageTemplateMigrations],
  processManagers: (ports) => [
    new NotificationsProcess({
      events: ports.events,
      outbox: ports.outbox,
      content: ports.content,
      siteOrigin: ports.siteOrigin,
      templates: ports.templates,
      manageLinks: new ManageLinkIssuer(ports.manageLinks, ports.siteOrigin),
      waiverReferences: ports.waiverReferences,
    }),
  ],
};
