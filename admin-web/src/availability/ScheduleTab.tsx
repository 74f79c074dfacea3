import { useId, useState } from 'react';
import { QueryState } from '../shared/QueryState';
import { useResetSlot, useSchedule, useSetSlotStatus } from './schedule-api';
import {
  calendarWeeks,
  cellActionLabel,
  cellStateText,
  shortDateLabel,
  slotCells,
  slotName,
  STATUS_LABELS,
  weekdayLabel,
  type ScheduleDay,
  type SlotCell,
} from './schedule-logic';
import { WeeklyTemplateEditor } from './WeeklyTemplateEditor';
import { ClosuresEditor } from './ClosuresEditor';
import { WEEK_FROM_MONDAY } from '../../../domain/availability/weekly-template';
import './schedule.css';

type View = 'calendar' | 'list';

/**
 * Website Content > Schedule (docs/product/booking.md): the next 14 days as a calendar or a list,
 * each slot's status cycled with one click, and the weekly template the days start from. The
 * server has the last word: a slot a booking holds stays booked.
 */
export function ScheduleTab({ canChange }: { canChange: boolean }) {
  const titleId = useId();
  const daysTitleId = useId();
  const [view, setView] = useState<View>('calendar');
  const schedule = useSchedule();

  const days = schedule.data ?? [];
  return (
    <section className="admin-section schedule" aria-labelledby={titleId}>
      <div className="admin-section__head">
        <div>
          <h2 id={titleId}>Schedule</h2>
          <p className="admin-section__summary">
            {canChange
              ? 'Select a slot to change it: available, then limited, then booked, then available again.'
              : 'The next 14 days and the weekly template.'}
          </p>
        </div>
        <div className="schedule__views" role="group" aria-label="Schedule view">
          <button type="button" className="btn btn--outline btn--sm" aria-pressed={view === 'calendar'} onClick={() => setView('calendar')}>
            Calendar
          </button>
          <button type="button" className="btn btn--outline btn--sm" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            List
          </button>
        </div>
      </div>

      <h3 id={daysTitleId} className="schedule__subtitle">
        Next 14 days
      </h3>
      <Legend />
      <QueryState query={schedule} loading="Loading the schedule..." failed="The schedule could not be loaded.">
        {view === 'calendar' ? (
          <ScheduleCalendar days={days} canChange={canChange} labelledBy={daysTitleId} />
        ) : (
          <ScheduleList days={days} canChange={canChange} />
        )}
      </QueryState>

      <ClosuresEditor canChange={canChange} />

      <WeeklyTemplateEditor canChange={canChange} />
    </section>
  );
}

function Legend() {
  return (
    <ul className="schedule__legend" aria-label="Status colours">
      {(['available', 'limited', 'booked'] as const).map((status) => (
        <li key={status}>
          <span className={`slot-dot slot-dot--${status}`} aria-hidden="true" />
          {status === 'booked' ? 'Booked (not bookable)' : STATUS_LABELS[status]}
        </li>
      ))}
      <li>
        <span className="slot-dot slot-dot--closed" aria-hidden="true" />
        Not offered
      </li>
    </ul>
  );
}

/** The week grid: Monday to Sunday columns; each date lists its three slots. */
function ScheduleCalendar({ days, canChange, labelledBy }: { days: readonly ScheduleDay[]; canChange: boolean; labelledBy: string }) {
  return (
    // Focusable so a keyboard can scroll it on a narrow screen when it holds no buttons (an auditor).
    <div className="schedule-calendar__scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="schedule-calendar" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {WEEK_FROM_MONDAY.map((day) => (
              <th key={day} scope="col" abbr={weekdayLabel(day)}>
                {weekdayLabel(day).slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(days).map((week, i) => (
            <tr key={week.find((d) => d)?.date ?? i}>
              {week.map((day, j) =>
                day ? (
                  <td key={day.date} className={`schedule-calendar__day schedule-calendar__day--${day.status}`}>
                    <p className="schedule-calendar__date">{shortDateLabel(day.date).slice(5)}</p>
                    <ul className="schedule-calendar__slots">
                      {slotCells(day).map((cell) => (
                        <li key={cell.timeSlot}>
                          <SlotControl date={day.date} cell={cell} canChange={canChange} compact />
                        </li>
                      ))}
                    </ul>
                  </td>
                ) : (
                  <td key={`empty-${j}`} className="schedule-calendar__empty" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ScheduleList({ days, canChange }: { days: readonly ScheduleDay[]; canChange: boolean }) {
  return (
    <ol className="schedule-list">
      {days.map((day) => (
        <li key={day.date} className="schedule-list__day card">
          <div className="schedule-list__head">
            <h4 className="schedule-list__date">{shortDateLabel(day.date)}</h4>
            <span className={`slot-badge slot-badge--${day.status}`}>
              <span className="visually-hidden">Day: </span>
              {STATUS_LABELS[day.status]}
            </span>
            <span className="schedule-list__summary">{day.timeSlots}</span>
          </div>
          <ul className="schedule-list__slots">
            {slotCells(day).map((cell) => (
              <li key={cell.timeSlot}>
                <SlotControl date={day.date} cell={cell} canChange={canChange} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

const COMPACT_NAMES = { morning: 'AM', afternoon: 'PM', 'full-day': 'Day' } as const;

/**
 * One slot: a button that moves it to the next status (an admin), or its state in words (an
 * auditor, or a slot a booking holds). `compact` is the calendar cell's short form.
 */
function SlotControl({ date, cell, canChange, compact = false }: { date: string; cell: SlotCell; canChange: boolean; compact?: boolean }) {
  const setStatus = useSetSlotStatus();
  const reset = useResetSlot();
  const state = cell.kind === 'open' ? cell.status : cell.kind === 'taken' ? 'booked' : 'closed';
  const name = compact ? COMPACT_NAMES[cell.timeSlot] : slotName(cell.timeSlot);
  const visible = compact ? name : `${name} ${cellStateText(cell)}`;
  // The name starts with the words on the button (WCAG 2.5.3), so "click AM" works by voice too.
  const label = `${visible}, ${shortDateLabel(date)}, ${cellActionLabel(cell)}`;
  const text = (
    <>
      <span className="slot__name">{name}</span>
      {compact ? null : (
        <>
          {' '}
          <span className="slot__state">{cellStateText(cell)}</span>
        </>
      )}
    </>
  );
  const busy = setStatus.isPending || reset.isPending;

  if (!canChange || cell.kind === 'taken') {
    return (
      <span className={`slot slot--${state}${cell.kind === 'taken' ? ' slot--taken' : ''}`} title={label}>
        <span className="visually-hidden">{label}</span>
        <span aria-hidden="true">{text}</span>
      </span>
    );
  }
  return (
    <span className="slot__controls">
      <button
        type="button"
        className={`slot slot--${state} slot--button`}
        aria-label={label}
        title={label}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => setStatus.mutate({ date, timeSlot: cell.timeSlot, status: cell.next })}
      >
        {text}
      </button>
      {!compact && cell.kind === 'open' && cell.overridden ? (
        <button
          type="button"
          className="btn btn--ghost btn--sm slot__reset"
          aria-label={`${shortDateLabel(date)}, ${slotName(cell.timeSlot)}: back to the weekly template`}
          disabled={busy}
          onClick={() => reset.mutate({ date, timeSlot: cell.timeSlot })}
        >
          Use template
        </button>
      ) : null}
    </span>
  );
}
