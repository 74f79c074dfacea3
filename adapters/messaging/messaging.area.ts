import type { Area } from '../shared/area';
import { messagingCore } from './messaging.core';

/** Messages: the outbox and its sending, SMS and the inbox, the templates and the automation settings. */
export const messagingArea: Area = {
  ...messagingCore,
  modules: async () => [
    (await import('./messaging.module.js')).MessagingModule,
    (await import('./message-settings.module.js')).MessageSettingsModule,
  ],
};
