/**
 * Wabamun Lake's figures as the business states them; nothing else about the lake is claimed.
 * The lake page (web/src/pages/static/lake-facts.ts) and the chat read them from here, so they
 * stay in the domain: browser code may not import application/.
 */
export interface LakeFact {
  readonly term: string;
  readonly value: string;
}

export const LAKE_FACTS: readonly LakeFact[] = [
  { term: 'Surface area', value: '8,800 hectares' },
  { term: 'Maximum depth', value: '11 m' },
  { term: 'Average depth', value: '5.5 m' },
  { term: 'Elevation', value: '724 m' },
  { term: 'Distance from Edmonton', value: 'About 65 km west' },
];

/** The fish the trips target. */
export const TARGET_SPECIES: readonly string[] = ['northern pike', 'walleye', 'perch'];
