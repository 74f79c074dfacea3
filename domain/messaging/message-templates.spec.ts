import { describe, expect, test } from '@jest/globals';
import { fillTemplate, placeholdersOf, unknownPlaceholders } from './message-templates';

describe('placeholdersOf', () => {
  test('each placeholder once, in order of first use', () => {
    expect(placeholdersOf('Hi {name}, your trip on {date} at {time}. See you {date}, {name}!')).toEqual(['name', 'date', 'time']);
  });

  test('a template without placeholders has none', () => {
    expect(placeholdersOf('See you on the lake.')).toEqual([]);
    expect(placeholdersOf('')).toEqual([]);
  });

  test('names start with a letter and hold letters and digits only', () => {
    expect(placeholdersOf('{meetingPlace} {phone2} {2phone} {_x} {first_name} { name } {} {na-me}')).toEqual(['meetingPlace', 'phone2']);
  });

  test('placeholder names are case-sensitive', () => {
    expect(placeholdersOf('{Name} {name}')).toEqual(['Name', 'name']);
  });

  test('nested braces: the inner name is the placeholder', () => {
    expect(placeholdersOf('{{name}}')).toEqual(['name']);
  });
});

describe('unknownPlaceholders', () => {
  const allowed = ['name', 'date', 'time'] as const;

  test('the placeholders the list does not name, each once, in order', () => {
    expect(unknownPlaceholders('Hi {nme}, {date} at {tiem} ({nme})', allowed)).toEqual(['nme', 'tiem']);
  });

  test('none when every placeholder is allowed', () => {
    expect(unknownPlaceholders('Hi {name}, {date} at {time}', allowed)).toEqual([]);
  });

  test('a differently cased name is unknown', () => {
    expect(unknownPlaceholders('Hi {Name}', allowed)).toEqual(['Name']);
  });

  test('a name from Object.prototype is unknown too', () => {
    expect(unknownPlaceholders('{constructor} {toString}', allowed)).toEqual(['constructor', 'toString']);
  });
});

describe('fillTemplate', () => {
  test('every known placeholder is replaced, each time it occurs', () => {
    expect(fillTemplate('Hi {name}, see you {date}. Bye {name}!', { name: 'Dana', date: 'Mon, Jun 15' })).toBe(
      'Hi Dana, see you Mon, Jun 15. Bye Dana!',
    );
  });

  test('an unknown placeholder is left as it is, so the mistake shows', () => {
    expect(fillTemplate('Hi {nme}, see you {date}', { name: 'Dana', date: 'Mon' })).toBe('Hi {nme}, see you Mon');
  });

  test('an empty value empties its placeholder', () => {
    expect(fillTemplate('[{name}]', { name: '' })).toBe('[]');
  });

  test('a value containing a placeholder is inserted as it is, never expanded again', () => {
    expect(fillTemplate('{a} and {b}', { a: '{b}', b: 'B' })).toBe('{b} and B');
    expect(fillTemplate('Hi {name}', { name: '{name}' })).toBe('Hi {name}');
  });

  test('replacement patterns in a value ($&, $1, $$) are inserted literally', () => {
    expect(fillTemplate('Price: {price}', { price: '$& $1 $$ $`' })).toBe('Price: $& $1 $$ $`');
  });

  test('names from Object.prototype are not resolved from it', () => {
    expect(fillTemplate('{constructor} {toString} {hasOwnProperty} {valueOf}', {})).toBe(
      '{constructor} {toString} {hasOwnProperty} {valueOf}',
    );
  });

  test("'__proto__' is never resolved, even when the values hold it as their own key", () => {
    const values = JSON.parse('{"__proto__": "polluted", "name": "Dana"}') as Record<string, string>;
    expect(Object.hasOwn(values, '__proto__')).toBe(true);
    expect(fillTemplate('{__proto__} {name}', values)).toBe('{__proto__} Dana');
    expect(fillTemplate('{__proto__}', {})).toBe('{__proto__}');
  });

  test('values without a prototype work', () => {
    const values = Object.assign(Object.create(null) as Record<string, string>, { name: 'Dana' });
    expect(fillTemplate('Hi {name} {toString}', values)).toBe('Hi Dana {toString}');
  });

  test('text that is not a placeholder is kept', () => {
    expect(fillTemplate('{ name } {} {2x} {first_name}', { name: 'Dana', first_name: 'X', '2x': 'Y' })).toBe(
      '{ name } {} {2x} {first_name}',
    );
  });
});
