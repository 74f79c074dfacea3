import { useAutomationSettings } from './automation-api';
import { useMessageTemplates, type MessageTemplate } from './template-api';
import { automationStateText } from './template-format';

type Sending = MessageTemplate['sending'];

/**
 * Whether and when the site sends a message, in the server's words (a template's `sending`, said
 * from the code that sends it), and the Automation switch that stops it as it stands now. The
 * Templates tab and the Referrals tab both show this, so they cannot disagree.
 */
export function TemplateSendingNote({ sending, className }: { sending: Sending; className: string }) {
  const settings = useAutomationSettings();
  const setting = sending.setting;
  return (
    <>
      <p className={className}>{sending.description}</p>
      {setting && settings.data ? (
        <p className="hint template-sending__switch">{automationStateText(setting, settings.data[setting])}</p>
      ) : null}
    </>
  );
}

/** The note of one template, found by its key in the templates the server lists; nothing until they have loaded. */
export function TemplateSendingNoteOf({ templateKey, className }: { templateKey: MessageTemplate['key']; className: string }) {
  const templates = useMessageTemplates();
  const template = templates.data?.find((t) => t.key === templateKey);
  return template ? <TemplateSendingNote sending={template.sending} className={className} /> : null;
}
