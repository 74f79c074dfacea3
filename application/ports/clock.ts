/** Time and ids come in from outside so that decisions and tests are deterministic. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  newId(): string;
}

export const systemClock: Clock = { now: () => new Date() };
