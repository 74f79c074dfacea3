/** The Alberta sportfishing rules the site summarises: one source for the pages and the chat (domain/content/fishing-regulations.ts). */
export * from '../../../../domain/content/fishing-regulations';
