import type { QuoteAnswer } from './booking-api';
import { priceLines } from './price-format';

/** The live price breakdown from `POST /api/quote`. */
export function PriceSummary({
  ready,
  quote,
  updating,
  error,
}: {
  ready: boolean;
  quote: QuoteAnswer | undefined;
  updating: boolean;
  error: string | null;
}) {
  return (
    <section className="price-summary" aria-labelledby="price-summary-title" aria-live="polite" aria-busy={updating || undefined}>
      <h3 id="price-summary-title" className="price-summary__title">
        Your price
      </h3>
      {!ready ? (
        <p className="price-summary__hint">Choose a package, a date and your party size to see your price.</p>
      ) : error && !updating ? (
        <p className="field-error">{error}</p>
      ) : quote ? (
        <dl className={`price-summary__lines${updating ? ' price-summary__lines--updating' : ''}`}>
          {priceLines(quote).map((line) => (
            <div key={line.key} className={`price-summary__line price-summary__line--${line.key}`}>
              <dt>{line.label}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="price-summary__hint">Calculating your price...</p>
      )}
    </section>
  );
}
