import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatInstantDate } from '@browser-kit/format/date-format';
import { telHref, useSiteInfo } from '@browser-kit/site/site-info';
import { termsBlocks } from './terms-blocks';
import type { WaiverTerms } from './waiver-api';

export const TERMS_TITLE_ID = 'waiver-terms-title';

/**
 * The current terms, as stored: each paragraph of the text as a paragraph of the page, as text
 * (React escapes it), never as markup. On wide screens the text scrolls in its own box beside the
 * form, so the box takes the keyboard focus too (a scrolling area nobody can reach by keyboard
 * cannot be read without a mouse).
 */
export function WaiverTermsPanel({ terms }: { terms: UseQueryResult<WaiverTerms> }) {
  const { phone } = useSiteInfo();
  const blocks = useMemo(() => (terms.data ? termsBlocks(terms.data.text) : []), [terms.data]);

  let body;
  if (terms.data) {
    body = (
      <>
        <p className="waiver-terms__version">
          Version {terms.data.id}
          {formatInstantDate(terms.data.createdAt) ? `, ${formatInstantDate(terms.data.createdAt)}` : ''}
        </p>
        <div className="waiver-terms__text" tabIndex={0} role="group" aria-labelledby={TERMS_TITLE_ID}>
          {blocks.map((block, index) => (
            <p key={index} className={block.heading ? 'waiver-terms__heading' : undefined}>
              {block.text}
            </p>
          ))}
        </div>
      </>
    );
  } else if (terms.isError) {
    body = (
      <div className="alert alert--danger waiver-terms__problem">
        <p>
          The waiver terms could not be loaded. Please try again, or call us at <a href={telHref(phone)}>{phone}</a>.
        </p>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void terms.refetch()} disabled={terms.isFetching}>
          Try again
        </button>
      </div>
    );
  } else {
    body = <p className="waiver-terms__loading">Loading the waiver terms...</p>;
  }

  return (
    <section className="card waiver-terms" aria-labelledby={TERMS_TITLE_ID} aria-busy={terms.isFetching || undefined}>
      <h2 id={TERMS_TITLE_ID} className="waiver-terms__title">
        Waiver terms
      </h2>
      {body}
    </section>
  );
}
