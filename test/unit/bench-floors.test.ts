import { describe, expect, test } from '@jest/globals';
import { FLOORS, floorTable, RatioReport } from '../bench/floors';

function report(rebuild: number, oneClient: number, tenClients: number): RatioReport {
  return {
    figures: [
      { id: 'append-1-stream', ratio: 0.9 },
      { id: 'projection-rebuild', ratio: rebuild },
    ],
    httpFigures: [
      // The floors read the events ratio of whole bookings, not their bookings ratio.
      { id: 'http-bookings-1-client', eventsRatio: oneClient },
      { id: 'http-bookings-10-clients', eventsRatio: tenClients },
    ],
  };
}

describe("npm run bench's floor table", () => {
  test('judges each database by its own floors, and shows a figure without one unjudged', () => {
    const table = floorTable(FLOORS, { pglite: report(0.39, 0.11, 0.12), postgres: report(0.32, 0.25, 0.14) });
    const rows = table.split('\n');
    expect(rows[0]).toMatch(/^floors \(docs\/performance\.md\)\s+PGlite\s+PostgreSQL$/);
    expect(rows[1]).toMatch(/^full projection rebuild\s+0\.39 UNDER 0\.40\s+0\.32 meets 0\.25$/);
    expect(rows[2]).toMatch(/^HTTP bookings, 1 client \(events ratio\)\s+0\.11 \(no floor\)\s+0\.25 meets 0\.25$/);
    expect(rows[3]).toMatch(/^HTTP bookings, 10 clients \(events ratio\)\s+0\.12 \(no floor\)\s+0\.14 UNDER 0\.20$/);
  });

  test('a database that did not run has no column', () => {
    const table = floorTable(FLOORS, { pglite: report(0.5, 0.1, 0.1) });
    expect(table).not.toContain('PostgreSQL');
    expect(table.split('\n')[1]).toMatch(/0\.50 meets 0\.40$/);
  });
});
