import { FieldError } from '@browser-kit/forms/form-field';
import { MONTH_NAMES } from '../../../domain/shared/date-words';
import type { SeasonPeriodForm } from './package-form';

/**
 * When a package runs: no period is all year; each period is months (December to March wraps the
 * year end) or explicit dates. The first control carries `id`, so a refused save moves focus here.
 */
export function SeasonChoice({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: readonly SeasonPeriodForm[];
  error?: string;
  onChange: (season: SeasonPeriodForm[]) => void;
}) {
  const change = (index: number, patch: Partial<SeasonPeriodForm>) =>
    onChange(value.map((period, i) => (i === index ? { ...period, ...patch } : period)));
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <fieldset className="field package-season" aria-describedby={describedBy}>
      <legend className="label">Season</legend>
      <p id={`${id}-hint`} className="hint">
        {value.length === 0 ? 'Runs all year. Add a period to sell it only in certain months or dates.' : 'Runs only in these periods.'}
      </p>
      {value.map((period, index) => {
        const n = index + 1;
        return (
          <div key={index} className="package-season__period" role="group" aria-label={`Season period ${n}`}>
            <label className="package-season__part">
              <span className="label">Period {n} by</span>
              <select
                id={index === 0 ? id : `${id}-${n}-kind`}
                className="input"
                value={period.kind}
                aria-invalid={error ? true : undefined}
                onChange={(e) =>
                  change(index, e.target.value === 'months' ? { kind: 'months', from: '12', to: '3' } : { kind: 'dates', from: '', to: '' })
                }
              >
                <option value="months">Months</option>
                <option value="dates">Dates</option>
              </select>
            </label>
            {(['from', 'to'] as const).map((end) => (
              <label key={end} className="package-season__part">
                <span className="label">{end === 'from' ? 'From' : 'To'}</span>
                {period.kind === 'months' ? (
                  <select className="input" value={period[end]} onChange={(e) => change(index, { [end]: e.target.value })}>
                    {MONTH_NAMES.map((month, m) => (
                      <option key={month} value={String(m + 1)}>
                        {month}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input className="input" type="date" value={period[end]} onChange={(e) => change(index, { [end]: e.target.value })} />
                )}
              </label>
            ))}
            <button
              type="button"
              className="btn btn--outline btn--sm package-season__remove"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              Remove period {n}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        id={value.length === 0 ? id : undefined}
        className="btn btn--outline btn--sm"
        onClick={() => onChange([...value, { kind: 'months', from: '12', to: '3' }])}
      >
        Add season period
      </button>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
