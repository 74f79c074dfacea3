import { AreaCore } from '../shared/area-core';
import { chatEntities, chatMigrations } from './chat-tables';

/** The tables of the chat area (chat.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const chatCore: AreaCore = {
  name: 'chat',
  entities: chatEntities,
  migrations: chatMigrations,
};
