import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useBookingHorizonDays } from '@browser-kit/site/site-info';
import { formatCadShort } from '@browser-kit/format/money-format';
import { addDays } from '../../../domain/shared/calendar';
import { longDateInWords } from '../../../domain/shared/date-words';
import { Link } from '../navigation/Link';
import { bookingLink } from '../bookings/booking-link';
import { lakeNowOf } from '../bookings/booking-form-state';
import { usePackages } from '../landing/package-api';
import { usePackageMonth } from './calendar-api';
import {
  addMonths,
  dayButtonParts,
  dayOffer,
  monthOf,
  monthSpan,
  monthTitle,
  monthWeeks,
  movedDate,
  WEEKDAY_HEADERS,
  type PackageDay,
} from './month-calendar';
import './calendar.css';

/**
 * The full calendar ('View Full Calendar & Book'): a month of one package, each day saying whether
 * it can be booked and from what price per person (the weekday discount applied by the server).
 * The days are buttons in a table; the arrow keys, Home and End move between them (one tab stop).
 * Choosing a day lists its times; choosing a time fills the booking form and brings it into view.
 */
export function MonthCalendar() {
  const titleId = useId();
  const packageId = useId();
  const [today] = useState(() => lakeNowOf(new Date()).today);
  const lastDate = addDays(today, useBookingHorizonDays());
  const packages = usePackages();
  const list = Array.isArray(packages.data) ? packages.data : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const packageName = chosen ?? list.find((p) => p.featured)?.name ?? list[0]?.name ?? null;
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState<string | null>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by 'View Full Calendar & Book': the focus moves to it, so a screen reader hears where it went.
  useEffect(() => heading.current?.focus(), []);
  const span = monthSpan(month, today);
  const days = usePackageMonth(packageName, span);
  const byDate = new Map<string, PackageDay>((days.data ?? []).map((d) => [d.date, d]));

  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastDate);
  const inRange = (date: string) => date >= today && date <= lastDate;
  // The day that holds the tab stop: the one moved to, the chosen one, or the month's first bookable (else first) day.
  const monthDates = monthWeeks(month)
    .flat()
    .filter((d): d is string => d !== null && inRange(d));
  const tabDate =
    (focusDate && monthDates.includes(focusDate) && focusDate) ||
    (selected && monthDates.includes(selected) && selected) ||
    monthDates.find((d) => dayOffer(byDate.get(d)).bookable) ||
    monthDates[0];

  useEffect(() => {
    if (focusDate) grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = movedDate(date, event.key);
    if (!next) return;
    event.preventDefault();
    if (!inRange(next)) return;
    if (monthOf(next) !== month) setMonth(monthOf(next));
    setFocusDate(next);
  };

  const selectedDay = selected ? byDate.get(selected) : undefined;
  const selectedOffer = dayOffer(selectedDay);

  return (
    <section id="month-calendar" className="card month-calendar" aria-labelledby={titleId}>
      <h3 id={titleId} className="month-calendar__title" ref={heading} tabIndex={-1}>
        Full calendar
      </h3>
      <div className="field month-calendar__package">
        <label className="label" htmlFor={packageId}>
          Package
        </label>
        <select
          id={packageId}
          className="select"
          value={packageName ?? ''}
          onChange={(e) => {
            setChosen(e.target.value);
            setSelected(null);
          }}
        >
          {list.map((p) => (
            <option key={p.id} value={p.name}>
              {p.name} - {formatCadShort(p.price * 100)} per person
            </option>
          ))}
        </select>
      </div>
      <div className="month-calendar__nav">
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={month <= firstMonth}
          onClick={() => setMonth(addMonths(month, -1))}
          aria-label={`Previous month, ${monthTitle(addMonths(month, -1))}`}
        >
          Previous
        </button>
        <p className="month-calendar__month" aria-live="polite">
          {monthTitle(month)}
        </p>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={month >= lastMonth}
          onClick={() => setMonth(addMonths(month, 1))}
          aria-label={`Next month, ${monthTitle(addMonths(month, 1))}`}
        >
          Next
        </button>
      </div>
      {days.isError ? (
        <p className="alert" role="alert">
          The calendar could not be loaded just now. You can still <Link to={bookingLink()}>book your trip</Link>.
        </p>
      ) : null}
      <table
        className="month-calendar__grid"
        ref={grid}
        aria-label={`${packageName ?? 'Trips'}, ${monthTitle(month)}`}
        aria-busy={days.isPending || undefined}
      >
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={week.find((d) => d) ?? w}>
              {week.map((date, i) => {
                if (!date || !inRange(date)) return <td key={date ?? `pad-${i}`} className="month-calendar__pad" />;
                const offer = dayOffer(byDate.get(date));
                const words = dayButtonParts(date, offer);
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={`month-calendar__day${offer.bookable ? ' month-calendar__day--open' : ''}`}
                      aria-pressed={selected === date}
                      aria-busy={!byDate.has(date) || undefined}
                      tabIndex={date === tabDate ? 0 : -1}
                      onKeyDown={(e) => onKey(e, date)}
                      onClick={() => {
                        setSelected(date);
                        setFocusDate(date);
                      }}
                    >
                      <span className="visually-hidden">{words.hidden[0]}</span>
                      <span className="month-calendar__date">{words.day}</span>
                      <span className="visually-hidden">{byDate.has(date) ? words.hidden[1] : `, ${date.slice(0, 4)}`}</span>
                      <span className="month-calendar__price">{words.price}</span>
                      <span className="visually-hidden">{words.hidden[2]}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="month-calendar__times" aria-live="polite">
        {selected && selectedDay ? (
          <>
            <h4 className="month-calendar__day-title">{longDateInWords(selected)}</h4>
            {selectedOffer.open.length === 0 ? (
              <p>{packageName} cannot be booked on this day. Choose another.</p>
            ) : (
              <ul className="month-calendar__slots">
                {selectedOffer.open.map((slot) => (
                  <li key={slot.timeSlot}>
                    <Link
                      to={bookingLink({ date: selected, package: packageName ?? undefined, time: slot.timeSlot })}
                      className="btn btn--primary btn--block"
                    >
                      Book {slot.label}, {formatCadShort(slot.pricePerPerson)} per person
                      {slot.seatsLeft !== null ? `, ${slot.seatsLeft} ${slot.seatsLeft === 1 ? 'seat' : 'seats'} left` : ''}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="hint">Choose a day to see its times.</p>
        )}
      </div>
    </section>
  );
}
