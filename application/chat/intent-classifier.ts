import { containerBootstrap, NlpEngine } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import { ChatIntent, isChatIntent } from '../../domain/chat/intents';

export interface IntentReading {
  readonly intent: ChatIntent;
  /** The classifier's confidence, 0 to 1. */
  readonly score: number;
}

/**
 * nlp.js's neural intent classifier, trained once at start-up from the repository's corpus
 * (domain/chat/chat-corpus.ts, about 10 ms). Its spell check corrects a word one letter away from
 * one it learnt ('avalable', 'licence'/'license'); below the confidence threshold the answer is
 * 'none', the hand-off to the guide.
 */
export class IntentClassifier {
  private constructor(private readonly nlp: NlpEngine) {}

  static async train(corpus: Readonly<Record<string, readonly string[]>>, threshold = 0.5): Promise<IntentClassifier> {
    const container = await containerBootstrap();
    container.use(LangEn);
    const nlp = new Nlp(
      { autoSave: false, autoLoad: false, threshold, nlu: { log: false, spellCheck: true, spellCheckDistance: 1 } },
      container,
    );
    nlp.addLanguage('en');
    for (const [intent, utterances] of Object.entries(corpus)) {
      // nlp.js's own fallback intent is called None.
      for (const utterance of utterances) nlp.addDocument('en', utterance, intent === 'none' ? 'None' : intent);
    }
    await nlp.train();
    return new IntentClassifier(nlp);
  }

  async classify(text: string): Promise<IntentReading> {
    const result = await this.nlp.process('en', text.toLowerCase());
    const intent = result.intent === 'None' ? 'none' : result.intent;
    return { intent: isChatIntent(intent) ? intent : 'none', score: result.intent === 'None' ? 0 : result.score };
  }
}
