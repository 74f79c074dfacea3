import { Area } from '../shared/area';
import { ChatModule } from './chat.module';
import { chatCore } from './chat.core';

/** The chat assistant and its conversations. */
export const chatArea: Area = {
  ...chatCore,
  modules: () => [ChatModule],
};
