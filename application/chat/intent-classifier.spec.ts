import { beforeAll, describe, expect, test } from '@jest/globals';
import { CHAT_CORPUS } from '../../domain/chat/chat-corpus';
import { CHAT_INTENTS } from '../../domain/chat/intents';
import { IntentClassifier } from './intent-classifier';

describe('IntentClassifier trained on the corpus', () => {
  let classifier: IntentClassifier;
  beforeAll(async () => {
    classifier = await IntentClassifier.train(CHAT_CORPUS);
  });

  test('the corpus has examples for every intent', () => {
    for (const intent of CHAT_INTENTS) expect(CHAT_CORPUS[intent].length).toBeGreaterThanOrEqual(5);
  });

  test.each([
    ['is this saturday avalable', 'availability'],
    ['cancelation policy?', 'cancellation'],
    ['do i need a licence', 'licence'],
    ['how much for 2 adults and a 10-year-old on Friday', 'quote'],
    ['what is the depth of the lake', 'lake'],
    ['do you have rods and bait', 'included'],
    ['hello', 'greeting'],
    ['who is the president', 'none'],
  ])('%s -> %s', async (text, intent) => {
    expect((await classifier.classify(text)).intent).toBe(intent);
  });
});
