import type { Area } from '../shared/area';
import { chatCore } from './chat.core';

/** The chat assistant and its conversations. */
export const chatArea: Area = {
  ...chatCore,
  modules: async () => [(await import('./chat.module.js')).ChatModule],
};
