import { describe, expect, test } from '@jest/globals';
import {
  fitText,
  isMessageTemplateKey,
  EMAIL_TEMPLATE_KEYS,
  MESSAGE_TEMPLATE_KEYS,
  MESSAGE_TEMPLATES,
  messageTemplateDefinition,
  normalizeTemplateText,
  renderTemplate,
  SMS_TEMPLATE_KEYS,
  templatePreview,
  tidySms,
  validateMessageTemplate,
} from './template-rules';

describe('the registry', () => {
  test('the placeholders: {reason} only where something is called off or changed, {weather} only in the weather update', () => {
    const using = (name: string) => MESSAGE_TEMPLATE_KEYS.filter((key) => (MESSAGE_TEMPLATES[key].placeholders as string[]).includes(name));
    expect(using('reason')).toEqual(['weatherUpdate', 'cancellation', 'weatherCancellation']);
    expect(using('weather')).toEqual(['weatherUpdate']);
    expect(using('amountPaid')).toEqual(['confirmation']);
    for (const key of SMS_TEMPLATE_KEYS)
      expect(MESSAGE_TEMPLATES[key].placeholders).toEqual(expect.arrayContaining(['name', 'date', 'time']));
    for (const key of EMAIL_TEMPLATE_KEYS) expect(MESSAGE_TEMPLATES[key].placeholders).toEqual(['name', 'business', 'phone']);
  });

  test('keys are looked up as own names only', () => {
    expect(isMessageTemplateKey('confirmation')).toBe(true);
    expect(isMessageTemplateKey('Confirmation')).toBe(false);
    expect(messageTemplateDefinition('toString')).toBeUndefined();
    expect(messageTemplateDefinition('__proto__')).toBeUndefined();
  });
});

describe('renderTemplate: optional parts in brackets', () => {
  test('kept without brackets when every placeholder inside has a value, left out otherwise', () => {
    const template = 'Booked.[ Paid {amountPaid}.][ Reason: {reason}.] Bye';
    expect(renderTemplate(template, { amountPaid: '$5.00 CAD', reason: '' })).toBe('Booked. Paid $5.00 CAD. Bye');
    expect(renderTemplate(template, { amountPaid: '  ', reason: 'Rain' })).toBe('Booked. Reason: Rain. Bye');
    expect(renderTemplate('[{a} and {b}]', { a: 'A' })).toBe('');
    expect(renderTemplate('[{a} and {b}]', { a: 'A', b: 'B' })).toBe('A and B');
  });

  test('brackets without a placeholder, unbalanced brackets and braces are plain text', () => {
    expect(renderTemplate('[Note] {name} [ } { [x', { name: 'Dana' })).toBe('[Note] Dana [ } { [x');
    expect(renderTemplate('[[{name}]]', { name: 'Dana' })).toBe('[Dana]');
    expect(renderTemplate('[{name}]', { name: '[{name}]' })).toBe('[{name}]');
  });

  test('a value is never read as a template', () => {
    expect(renderTemplate('{a} [{b}]', { a: '[{b}]', b: '$&' })).toBe('[{b}] $&');
  });
});

describe('validateMessageTemplate', () => {
  test('a message after a trip must keep the link it exists to carry', () => {
    expect(validateMessageTemplate('reviewRequest', { body: 'Thanks {name}!' })).toEqual({ body: 'This template must keep {reviewLink}.' });
    expect(validateMessageTemplate('reviewRequest', { body: 'Thanks {name}! {reviewLink}' })).toBeNull();
    expect(validateMessageTemplate('referralRequest', { body: 'Your code is {code}' })).toEqual({
      body: 'This template must keep {shareLink}.',
    });
    // The other templates may drop any placeholder.
    expect(validateMessageTemplate('thankYou', { body: 'Thank you!' })).toBeNull();
  });

  test('an SMS needs its message, at most 1600 characters', () => {
    expect(validateMessageTemplate('confirmation', { body: '   ' })).toEqual({ body: 'Message is required' });
    expect(validateMessageTemplate('confirmation', {})).toEqual({ body: 'Message is required' });
    expect(validateMessageTemplate('reminder', { body: 'x'.repeat(1600) })).toBeNull();
    expect(validateMessageTemplate('reminder', { body: 'x'.repeat(1601) })).toEqual({
      body: 'The message must be at most 1600 characters',
    });
    // An SMS has no subject: whatever is sent for it is not looked at.
    expect(validateMessageTemplate('thankYou', { body: 'Thanks {name}!', subject: 'x'.repeat(999) })).toBeNull();
  });

  test('an email needs a subject (at most 200) and content (at most 20000)', () => {
    expect(validateMessageTemplate('welcome', { body: '', subject: ' ' })).toEqual({
      subject: 'Subject is required',
      body: 'Content is required',
    });
    expect(validateMessageTemplate('newsletter', { body: 'x'.repeat(20_000), subject: 's'.repeat(200) })).toBeNull();
    expect(validateMessageTemplate('newsletter', { body: 'x'.repeat(20_001), subject: 's'.repeat(201) })).toEqual({
      subject: 'The subject must be at most 200 characters',
      body: 'The content must be at most 20000 characters',
    });
  });

  test('an unknown placeholder is refused, naming it and the ones this template can use', () => {
    expect(validateMessageTemplate('thankYou', { body: 'Thanks {nme}!' })).toEqual({
      body: 'Unknown placeholder {nme}. This template can use {name}, {date}, {time}, {business}, {package}, {party}, {reference}, {guidePhone}, {phone}.',
    });
    expect(validateMessageTemplate('confirmation', { body: 'Hi {name}, {weather} {reason} {weather}' })?.body).toMatch(
      /^Unknown placeholders \{weather\}, \{reason\}\. This template can use \{name\}, .*\{amountPaid\}, \{paymentDue\}\.$/,
    );
    expect(validateMessageTemplate('promotion', { subject: 'Hi {Name}', body: '{date}' })).toEqual({
      subject: 'Unknown placeholder {Name}. This template can use {name}, {business}, {phone}.',
      body: 'Unknown placeholder {date}. This template can use {name}, {business}, {phone}.',
    });
  });

  test('unbalanced or odd braces are literal text, not placeholders', () => {
    expect(validateMessageTemplate('reminder', { body: 'Hi {name} :-} { {first_name} {} { name }' })).toBeNull();
  });

  test('a key the site does not have', () => {
    expect(validateMessageTemplate('birthday', { body: 'Hi' })).toEqual({ body: "Unknown message template 'birthday'" });
  });

  test('texts are stored without surrounding blanks and with plain line ends', () => {
    expect(normalizeTemplateText('  Hi {name},\r\nbye\r  ')).toBe('Hi {name},\nbye');
  });
});

describe('what the Templates tab shows', () => {
  test('previews cut an SMS at 100 characters and an email at 80, then ...', () => {
    expect(templatePreview('sms', 'x'.repeat(100))).toBe('x'.repeat(100));
    expect(templatePreview('sms', 'x'.repeat(101))).toBe(`${'x'.repeat(100)}...`);
    expect(templatePreview('email', 'y'.repeat(80))).toBe('y'.repeat(80));
    expect(templatePreview('email', 'y'.repeat(81))).toBe(`${'y'.repeat(80)}...`);
  });

  test('tidySms and fitText', () => {
    expect(tidySms('  a  b \t c \n\n\n\n  d  ')).toBe('a b c\n\nd');
    expect(fitText('abcdef', 6)).toBe('abcdef');
    expect(fitText('abc def', 5)).toBe('abc…');
  });
});
