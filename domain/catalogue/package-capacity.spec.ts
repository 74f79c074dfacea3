import { describe, expect, test } from '@jest/globals';
import { capacityProblem, CAPACITY_MESSAGES, promisesTwoAnglers } from './package-capacity';
import { DEFAULT_PACKAGES } from './package-defaults';

describe('package capacity', () => {
  test.each([
    [{ maxPeople: 12, sale: 'private', boatCapacity: null }, null],
    [{ maxPeople: 2, sale: 'seats', boatCapacity: 6 }, null],
    [{ maxPeople: 6, sale: 'seats', boatCapacity: 6 }, null],
    [{ maxPeople: 0, sale: 'private', boatCapacity: null }, 'maxPeople'],
    [{ maxPeople: 13, sale: 'private', boatCapacity: null }, 'maxPeople'],
    [{ maxPeople: 2.5, sale: 'private', boatCapacity: null }, 'maxPeople'],
    [{ maxPeople: 2, sale: 'shared', boatCapacity: null }, 'sale'],
    [{ maxPeople: 4, sale: 'seats', boatCapacity: 3 }, 'boatCapacity'],
    [{ maxPeople: 4, sale: 'seats', boatCapacity: null }, 'boatCapacity'],
    [{ maxPeople: 4, sale: 'seats', boatCapacity: 101 }, 'boatCapacity'],
  ])('%p is refused on %p', (capacity, field) => {
    expect(capacityProblem(capacity)?.field ?? null).toBe(field);
  });

  test('the refusal of a party names the package and its limit', () => {
    expect(CAPACITY_MESSAGES.partyTooLarge('Two-Angler Special', 2)).toBe('Two-Angler Special takes at most 2 people per booking');
    expect(CAPACITY_MESSAGES.partyTooLarge('Solo Dawn', 1)).toBe('Solo Dawn takes at most 1 person per booking');
  });

  test('a starting package that promises two anglers per guide takes two; the others the whole ceiling, privately', () => {
    for (const p of DEFAULT_PACKAGES) {
      expect([p.name, p.maxPeople]).toEqual([p.name, promisesTwoAnglers([p.name, p.description, ...p.features]) ? 2 : 12]);
      expect(capacityProblem(p)).toBeNull();
    }
    expect(DEFAULT_PACKAGES.find((p) => p.name === 'Trophy Hunter')?.maxPeople).toBe(2);
  });
});
