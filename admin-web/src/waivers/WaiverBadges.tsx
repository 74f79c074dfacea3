import type { ReactNode } from 'react';
import { MINOR_LABEL, MINOR_TITLE, WAIVER_STATUS_LABELS } from './waiver-format';
import type { WaiverRow } from './waiver-types';

/** The waiver's status and, for a participant under 18, the minor badge. */
export function WaiverBadges({ waiver }: { waiver: Pick<WaiverRow, 'status' | 'minor'> }) {
  return (
    <span className="waiver-badges">
      <span className={`badge badge--${waiver.status}`}>
        <span className="visually-hidden">Status: </span>
        {WAIVER_STATUS_LABELS[waiver.status]}
      </span>
      {waiver.minor ? (
        <span className="badge badge--minor" title={MINOR_TITLE}>
          {MINOR_LABEL}
        </span>
      ) : null}
    </span>
  );
}

export type Fact = { label: string; value: ReactNode };

export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="booking__facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
