import { SLOT_WINDOWS } from '../../domain/availability/slot-windows';
import { ChatReply, DaySlots, PackageFact } from '../../domain/chat/chat-answers';
import { formatChatDate } from '../../domain/chat/chat-format';
import { SlotChoice, SuggestedAction } from '../../domain/chat/chat-protocol';
import { bookNowAction } from '../../domain/chat/suggested-actions';

/** How far past the asked date the nearest open alternative is looked for. */
const ALTERNATIVE_DAYS = 21;

/**
 * Every 'Book now' the assistant offers with a date opens the booking form on a time that can be
 * booked now for that package: its slot open on the calendar, and one the package runs in. A date
 * that cannot be booked gives way to the nearest one that can, and the answer says so.
 */
export class BookNowGrounding {
  private readonly days = new Map<string, Promise<DaySlots[]>>();

  constructor(
    /** The days as the package sees them: out of its season or closed, nothing is open. */
    private readonly calendar: (from: string, days: number, packageName: string) => Promise<DaySlots[]>,
    private readonly packages: readonly PackageFact[],
    private readonly today: string,
    private readonly lastDate: string,
    /** Minutes after midnight on the lake now: today's slots that have begun are not offered. */
    private readonly nowMinutes: number,
  ) {}

  async ground(reply: ChatReply): Promise<ChatReply> {
    const notes: string[] = [];
    const actions: SuggestedAction[] = [];
    for (const action of reply.actions) {
      if (action.type !== 'book_now') {
        actions.push(action);
        continue;
      }
      const pkg = this.packageFor(action, reply);
      if (!pkg) continue;
      const grounded = await this.groundOne({ ...action, packageName: pkg.name }, pkg, reply.text, notes);
      if (grounded) actions.push(grounded);
    }
    const context =
      reply.context && reply.context.time && reply.context.packageName
        ? this.packages.find((p) => p.name === reply.context!.packageName)?.timeSlots.includes(reply.context.time)
          ? reply.context
          : { ...reply.context, time: undefined }
        : reply.context;
    return {
      ...reply,
      text: notes.length ? `${reply.text}\n${notes.join('\n')}` : reply.text,
      actions,
      context: context ? clean(context) : context,
    };
  }

  /** The package a book_now is for: its own, the conversation's, one that runs in its slot, or the featured one. */
  private packageFor(action: SuggestedAction, reply: ChatReply): PackageFact | undefined {
    const named = action.packageName ?? reply.context?.packageName;
    const own = this.packages.find((p) => p.name === named);
    if (own) return own;
    const time = action.time ?? reply.context?.time;
    const running = time ? this.packages.filter((p) => p.timeSlots.includes(time)) : [...this.packages];
    return running.find((p) => p.featured) ?? running[0] ?? this.packages.find((p) => p.featured) ?? this.packages[0];
  }

  private async groundOne(action: SuggestedAction, pkg: PackageFact, text: string, notes: string[]): Promise<SuggestedAction | null> {
    const date = action.date;
    let time = action.time && pkg.timeSlots.includes(action.time) ? action.time : undefined;
    const fits = (day: DaySlots | undefined, slot: SlotChoice) =>
      day !== undefined &&
      day.slots.some((s) => s.timeSlot === slot && s.status !== 'booked') &&
      pkg.timeSlots.includes(slot) &&
      (day.date !== this.today || SLOT_WINDOWS[slot].start > this.nowMinutes);
    if (!date) {
      // No date said: the first time this package can be booked.
      const first = (await this.window(this.today, pkg.name)).find((d) =>
        time ? fits(d, time) : d.slots.some((s) => fits(d, s.timeSlot)),
      );
      if (!first) return null;
      return bookNowAction({
        packageName: pkg.name,
        date: first.date,
        time: time ?? first.slots.find((s) => fits(first, s.timeSlot))!.timeSlot,
      });
    }
    const openIn = (day: DaySlots | undefined) => (day ? day.slots.map((s) => s.timeSlot).filter((s) => fits(day, s)) : []);
    if (date >= this.today && date <= this.lastDate) {
      const [day] = (await this.window(date, pkg.name)).filter((d) => d.date === date);
      if (time && fits(day, time)) return bookNowAction({ packageName: action.packageName, date, time });
      if (!time && openIn(day).length > 0) return bookNowAction({ packageName: action.packageName, date, time: openIn(day)[0] });
    }
    // Not bookable as asked: the nearest date (from the asked one, or today) with a fitting slot.
    const from = date >= this.today ? date : this.today;
    const days = (await this.window(from, pkg.name)).filter((d) => d.date <= this.lastDate);
    const alternative = days.find((d) => (time ? fits(d, time) : openIn(d).length > 0)) ?? days.find((d) => openIn(d).length > 0);
    if (!alternative) {
      notes.push(`I can't see an open time for ${pkg.name} in the ${ALTERNATIVE_DAYS} days from ${formatChatDate(from)}.`);
      return null;
    }
    time = time && fits(alternative, time) ? time : openIn(alternative)[0]!;
    const when = `${formatChatDate(alternative.date, Number(this.today.slice(0, 4)))}, ${SLOT_WINDOWS[time].label}`;
    if (!text.includes(formatChatDate(alternative.date, Number(this.today.slice(0, 4)))) || alternative.date !== date) {
      notes.push(`The nearest time open for ${pkg.name}: ${when}.`);
    }
    return bookNowAction({ packageName: action.packageName, date: alternative.date, time });
  }

  private window(from: string, packageName: string): Promise<DaySlots[]> {
    const key = `${packageName}|${from}`;
    let found = this.days.get(key);
    if (!found) {
      found = this.calendar(from, ALTERNATIVE_DAYS, packageName);
      this.days.set(key, found);
    }
    return found;
  }
}

function clean<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
