// The parts of nlp.js 4 the intent classifier uses; the packages ship no type declarations.
declare module '@nlpjs/core' {
  export interface NlpContainer {
    use(plugin: unknown): void;
  }
  export interface NlpResult {
    intent: string;
    score: number;
    classifications?: { intent: string; score: number }[];
  }
  export interface NlpEngine {
    settings: Record<string, unknown>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<NlpContainer>;
}
declare module '@nlpjs/nlp' {
  import type { NlpContainer, NlpEngine } from '@nlpjs/core';
  export class Nlp implements NlpEngine {
    constructor(settings: Record<string, unknown>, container: NlpContainer);
    settings: Record<string, unknown>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<import('@nlpjs/core').NlpResult>;
  }
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
