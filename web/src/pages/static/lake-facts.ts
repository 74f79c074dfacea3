/** Wabamun Lake's figures: one source for the lake page and the chat (domain/content/lake-facts.ts). */
export { LAKE_FACTS, type LakeFact } from '../../../../domain/content/lake-facts';
