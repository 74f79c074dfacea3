import { Area } from '../shared/area';
import { MessageSettingsModule } from './message-settings.module';
import { MessagingModule } from './messaging.module';
import { messagingCore } from './messaging.core';

/** Messages: the outbox and its sending, SMS and the inbox, the templates and the automation settings. */
export const messagingArea: Area = {
  ...messagingCore,
  modules: () => [MessagingModule, MessageSettingsModule],
};
