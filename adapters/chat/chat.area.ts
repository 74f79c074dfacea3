import { Area } from '../shared/area';
import { ChatModule } from './chat.module';
import { chatTables } from './chat.tables';

/** The chat assistant and its conversations. */
export const chatArea: Area = {
  ...chatTables,
  modules: () => [ChatModule],
};
