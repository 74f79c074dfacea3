import { useId, useState, type FormEvent } from 'react';
import { validationErrorsOf } from '@browser-kit/api/api';
import { SLOT_WINDOWS, TIME_SLOTS } from '../../../domain/availability/slot-windows';
import { WEEK_FROM_MONDAY } from '../../../domain/availability/weekly-template';
import { useSaveTemplate, useWeeklyTemplate } from './schedule-api';
import {
  sameTemplate,
  slotName,
  templateErrorsOf,
  toggleTemplateSlot,
  weekdayLabel,
  type TemplateBody,
  type Weekday,
} from './schedule-logic';

/**
 * The weekly template (ARCHITECTURE departure 5): which slots each weekday offers before the
 * per-date changes above. Saved as a whole week; an auditor sees it as text.
 */
export function WeeklyTemplateEditor({ canChange }: { canChange: boolean }) {
  const titleId = useId();
  const idBase = useId();
  const template = useWeeklyTemplate();
  const save = useSaveTemplate();
  const [draft, setDraft] = useState<TemplateBody['days'] | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Weekday, string>>>({});

  // No draft: the form shows the server's week; the first edit starts one, a save ends it.
  const saved = template.data?.days;
  const current = draft ?? saved;
  const changed = draft !== null && saved !== undefined && !sameTemplate(draft, saved);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || save.isPending) return;
    setErrors({});
    save.mutate(draft, {
      onSuccess: () => setDraft(null),
      onError: (error) => setErrors(templateErrorsOf(validationErrorsOf(error))),
    });
  };

  return (
    <section className="schedule-template" aria-labelledby={titleId}>
      <h3 id={titleId} className="schedule__subtitle">
        Weekly template
      </h3>
      <p className="hint schedule-template__intro">
        The slots each weekday offers. A change on a single date above wins over the template, and a booking always wins.
      </p>
      {template.isPending ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Loading the weekly template...
        </p>
      ) : template.isError || !current ? (
        <div className="alert alert--danger" role="alert">
          <p>The weekly template could not be loaded.</p>
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void template.refetch()}>
            Try again
          </button>
        </div>
      ) : !canChange ? (
        <dl className="schedule-template__read">
          {WEEK_FROM_MONDAY.map((day) => (
            <div key={day}>
              <dt>{weekdayLabel(day)}</dt>
              <dd>{current[day].length ? current[day].map(slotName).join(', ') : 'Not offered'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <form className="schedule-template__form" onSubmit={submit} noValidate>
          {WEEK_FROM_MONDAY.map((day) => (
            <fieldset key={day} className="schedule-template__day" aria-describedby={errors[day] ? `${idBase}-${day}-error` : undefined}>
              <legend>{weekdayLabel(day)}</legend>
              <div className="schedule-template__slots">
                {TIME_SLOTS.map((slot) => {
                  const id = `${idBase}-${day}-${slot}`;
                  return (
                    <span key={slot} className="schedule-template__slot">
                      <input
                        id={id}
                        type="checkbox"
                        checked={current[day].includes(slot)}
                        onChange={(e) => setDraft(toggleTemplateSlot(current, day, slot, e.target.checked))}
                      />
                      <label htmlFor={id} title={SLOT_WINDOWS[slot].label}>
                        {slotName(slot)}
                        <span className="visually-hidden"> on {weekdayLabel(day)}</span>
                      </label>
                    </span>
                  );
                })}
              </div>
              {errors[day] ? (
                <p id={`${idBase}-${day}-error`} className="field-error">
                  {errors[day]}
                </p>
              ) : null}
            </fieldset>
          ))}
          <div className="schedule-template__actions">
            <button type="submit" className="btn btn--primary" disabled={!changed || save.isPending}>
              {save.isPending ? 'Saving...' : 'Save weekly template'}
            </button>
            {changed ? (
              <button type="button" className="btn btn--outline" onClick={() => setDraft(null)} disabled={save.isPending}>
                Undo changes
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
