import { Area } from '../shared/area';
import { ChatModule } from './chat.module';
import { chatEntities, chatMigrations } from './chat-tables';

/** The chat assistant and its conversations. */
export const chatArea: Area = {
  name: 'chat',
  modules: () => [ChatModule],
  entities: chatEntities,
  migrations: chatMigrations,
};
