import { AreaTables } from '../shared/area-tables';
import { chatEntities, chatMigrations } from './chat-tables';

/** The tables of the chat area (chat.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const chatTables: AreaTables = {
  name: 'chat',
  entities: chatEntities,
  migrations: chatMigrations,
};
