import { ManageLinkIssuer } from '../../application/manage/manage-links';
import { NotificationsProcess } from '../../application/messaging/notifications.process';
import { Area } from '../shared/area';
import { MessageSettingsModule } from './message-settings.module';
import { MessagingModule } from './messaging.module';
import { messagingCore } from './messaging.core';

/** Messages: the outbox and its sending, SMS and the inbox, the templates and the automation settings. */
export const messagingArea: Area = {
  ...messagingCore,
  modules: () => [MessagingModule, MessageSettingsModule],
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
