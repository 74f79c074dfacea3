import {
  MESSAGE_TEMPLATE_KEYS,
  MESSAGE_TEMPLATES,
  MessageTemplateDefinition,
  MessageTemplateKey,
  messageTemplateDefinition,
  normalizeTemplateText,
  TEMPLATE_MESSAGES,
  TemplateChannel,
  TemplateDraft,
  TemplatePlaceholder,
  validateMessageTemplate,
} from '../../domain/messaging/template-rules';
import { Actor, describeActor } from '../../domain/shared/actor';
import { DomainError } from '../../domain/shared/decider';
import { recordContentChange } from '../audit/content-changes';
import { Clock } from '../ports/clock';
import { RecordStore, RecordTransaction } from '../ports/records';
import { table } from '../ports/read-models';
import { FieldErrors } from '../shared/field-errors';
import { DEFAULT_TEMPLATE_TEXTS, defaultTemplateTexts, TemplateText } from './message-template-defaults';
import { TEMPLATE_SENDING, TemplateSending } from './template-sending';

/** An admin's edit of one template; a template without a row is its default. */
export interface MessageTemplateRow {
  key: string;
  /** Email templates only. */
  subject: string | null;
  body: string;
  updatedAt: Date;
  /** The admin's username. */
  updatedBy: string;
}

export const messageTemplatesTable = table<MessageTemplateRow>('message_templates', ['key']);

export type MessageTemplateTexts = Readonly<Record<MessageTemplateKey, TemplateText>>;

/** What the messages read (the confirmation and cancellation SMS, the customer reminders). */
export interface MessageTemplateReader {
  messageTemplates(): Promise<MessageTemplateTexts>;
}

/** A reader with no edits: the default texts (tools and tests that run messages without the app). */
export const DEFAULT_TEMPLATES: MessageTemplateReader = { messageTemplates: async () => defaultTemplateTexts() };

/** A template as the Templates tab shows it. */
export interface MessageTemplateView {
  key: MessageTemplateKey;
  channel: TemplateChannel;
  name: string;
  subject: string | null;
  body: string;
  /** The placeholders it may use. */
  placeholders: TemplatePlaceholder[];
  defaultSubject: string | null;
  defaultBody: string;
  /** True while the admin's own text is used instead of the default. */
  customised: boolean;
  /** When and by whom it was last edited; null at its default. */
  updatedAt: Date | null;
  updatedBy: string | null;
  /** Whether and when the site sends it by itself (./template-sending.ts). */
  sending: TemplateSending;
}

const AREA = 'message-templates';
/** How long this process trusts its copy of the texts: its own saves drop it at once, another server's are seen within this time. */
const TEXTS_FRESH_MS = 5_000;

/**
 * The message templates (SMS Communications > Templates, docs/product/messaging.md): the admin
 * edits and resets them, every change is audited, and the messages read them through a short-lived
 * copy.
 */
export class MessageTemplateService implements MessageTemplateReader {
  private cached: { texts: Promise<MessageTemplateTexts>; readAt: number } | undefined;

  constructor(
    private readonly store: RecordStore,
    private readonly clock: Clock,
  ) {}

  /** Every template in the registry's order (SMS first), with the admin's edits. */
  async list(): Promise<MessageTemplateView[]> {
    const rows = new Map((await this.store.list(messageTemplatesTable)).map((row) => [row.key, row]));
    return MESSAGE_TEMPLATE_KEYS.map((key) => viewOf(MESSAGE_TEMPLATES[key], rows.get(key) ?? null));
  }

  async get(key: string): Promise<MessageTemplateView> {
    const definition = definitionOf(key);
    return viewOf(definition, await this.store.findOne(messageTemplatesTable, { key: definition.key }));
  }

  /**
   * Stores the admin's text. A text equal to the default is the default again (nothing stored, so
   * a later improvement of the default reaches it); saving the text it already has changes nothing.
   */
  async save(key: string, draft: TemplateDraft, actor: Actor): Promise<MessageTemplateView> {
    const definition = definitionOf(key);
    const errors = validateMessageTemplate(definition.key, draft);
    // The subject's refusal speaks for the whole: it is the form's first field.
    if (errors) throw new FieldErrors(errors, errors.subject ?? errors.body);
    const body = normalizeTemplateText(draft.body ?? '');
    const subject = definition.channel === 'email' ? normalizeTemplateText(draft.subject ?? '') : null;
    const defaults = DEFAULT_TEMPLATE_TEXTS[definition.key];
    const isDefault = body === defaults.body && subject === defaults.subject;
    try {
      const row = await this.store.transaction(async (tx) => {
        const before = await this.locked(tx, definition.key);
        if (isDefault) return this.remove(tx, before, actor);
        if (before && before.body === body && before.subject === subject) return before;
        const now = this.clock.now();
        const updatedBy = updatedByOf(actor);
        if (before) await tx.update(messageTemplatesTable, { key: definition.key }, { subject, body, updatedAt: now, updatedBy });
        else await tx.insert(messageTemplatesTable, { key: definition.key, subject, body, updatedAt: now, updatedBy });
        await recordContentChange(tx, {
          area: AREA,
          recordId: definition.key,
          action: before ? 'updated' : 'created',
          actor,
          at: now,
          before: before ? auditedOf(before) : null,
          after: { subject, body },
        });
        return (await tx.findOne(messageTemplatesTable, { key: definition.key }))!;
      });
      return viewOf(definition, row);
    } finally {
      this.cached = undefined;
    }
  }

  /** Puts the default text back (the admin's edit is deleted, and the deletion audited). */
  async reset(key: string, actor: Actor): Promise<MessageTemplateView> {
    const definition = definitionOf(key);
    try {
      await this.store.transaction(async (tx) => this.remove(tx, await this.locked(tx, definition.key), actor));
      return viewOf(definition, null);
    } finally {
      this.cached = undefined;
    }
  }

  /** The texts the messages are written from, read at most every few seconds. */
  messageTemplates(): Promise<MessageTemplateTexts> {
    const now = Date.now();
    if (!this.cached || now - this.cached.readAt >= TEXTS_FRESH_MS) {
      const texts = this.store.list(messageTemplatesTable).then((rows) => {
        const merged: Record<string, TemplateText> = { ...defaultTemplateTexts() };
        for (const row of rows) if (Object.hasOwn(merged, row.key)) merged[row.key] = { subject: row.subject, body: row.body };
        return merged as MessageTemplateTexts;
      });
      this.cached = { texts, readAt: now };
      texts.catch(() => (this.cached = undefined));
    }
    return this.cached.texts;
  }

  /** Writers of the same template queue here, so two first edits cannot both insert it. */
  private async locked(tx: RecordTransaction, key: MessageTemplateKey): Promise<MessageTemplateRow | null> {
    await tx.lock(`${AREA}:${key}`);
    return tx.findOne(messageTemplatesTable, { key });
  }

  private async remove(tx: RecordTransaction, before: MessageTemplateRow | null, actor: Actor): Promise<null> {
    if (!before) return null;
    await tx.delete(messageTemplatesTable, { key: before.key });
    await recordContentChange(tx, {
      area: AREA,
      recordId: before.key,
      action: 'deleted',
      actor,
      at: this.clock.now(),
      before: auditedOf(before),
      after: null,
    });
    return null;
  }
}

function definitionOf(key: string): MessageTemplateDefinition {
  const definition = messageTemplateDefinition(key);
  if (!definition) throw new UnknownMessageTemplateError(key);
  return definition;
}

function viewOf(definition: MessageTemplateDefinition, row: MessageTemplateRow | null): MessageTemplateView {
  const defaults = DEFAULT_TEMPLATE_TEXTS[definition.key];
  return {
    key: definition.key,
    channel: definition.channel,
    name: definition.name,
    subject: row ? row.subject : defaults.subject,
    body: row ? row.body : defaults.body,
    placeholders: [...definition.placeholders],
    defaultSubject: defaults.subject,
    defaultBody: defaults.body,
    customised: row !== null,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
    sending: TEMPLATE_SENDING[definition.key],
  };
}

/** What the audit compares: the texts, not the bookkeeping. */
function auditedOf(row: MessageTemplateRow): { subject: string | null; body: string } {
  return { subject: row.subject, body: row.body };
}

function updatedByOf(actor: Actor): string {
  return actor.kind === 'user' ? actor.username : describeActor(actor);
}

export class UnknownMessageTemplateError extends DomainError {
  constructor(readonly key: string) {
    super('message-template-not-found', TEMPLATE_MESSAGES.unknownTemplate(key));
  }
}
