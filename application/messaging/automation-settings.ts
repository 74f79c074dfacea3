import {
  AutomationChange,
  automationEntries,
  AutomationSettings,
  automationSettingsOf,
  validateAutomationChange,
} from '../../domain/messaging/automation-rules';
import { Actor } from '../../domain/shared/actor';
import { ContactEntries, SiteContentEntry, SiteContentRow } from '../content/site-content-service';
import { FieldErrors } from '../shared/field-errors';

/** Where the settings live: the site content, whose saves are audited (area site-content). */
export interface AutomationStore extends ContactEntries {
  saveAll(entries: readonly SiteContentEntry[], actor: Actor): Promise<SiteContentRow[]>;
}

/**
 * SMS Communications > Automation (docs/product/messaging.md): which messages the site sends by
 * itself, and the guide phone they go to. The notifications process and the reminder job read the
 * same entries.
 */
export class AutomationSettingsService {
  constructor(private readonly content: AutomationStore) {}

  async get(): Promise<AutomationSettings> {
    return automationSettingsOf(await this.content.contactEntries());
  }

  /** Changes the fields given (the others keep their value), all together or none. */
  async save(change: AutomationChange, actor: Actor): Promise<AutomationSettings> {
    const errors = validateAutomationChange(change);
    if (errors) throw new FieldErrors(errors);
    await this.content.saveAll(automationEntries(change as Partial<AutomationSettings>), actor);
    return this.get();
  }
}
