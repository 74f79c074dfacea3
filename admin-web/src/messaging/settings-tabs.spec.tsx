import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MESSAGE_TEMPLATES, MESSAGE_TEMPLATE_KEYS } from '../../../domain/messaging/template-rules';
import { AUTOMATION_SETTINGS_KEY, type AutomationSettings } from './automation-api';
import { AutomationTab } from './AutomationTab';
import { MESSAGE_TEMPLATES_KEY, type MessageTemplate } from './template-api';
import { TemplatesTab } from './TemplatesTab';

/** Server-renders `node` with the query cache holding `data` under each key; anything else stays loading. */
function render(node: ReactNode, data: [readonly unknown[], unknown][] = []): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

/**
 * The default texts are the server's (application/messaging/message-template-defaults.ts), which
 * browser code does not import: the API's answer here has the promotion's as the server sends it,
 * and a short text for each other template.
 */
const PROMOTION = {
  subject: '20% off your next trip with {business}',
  body:
    'Hi {name},\n\n' +
    'For a limited time, take 20 percent off your next guided fishing trip on Wabamun Lake. ' +
    'Northern pike, walleye and perch are biting, and rods, tackle and bait are included.\n\n' +
    'Call or text {phone} to book your date.\n\n' +
    'See you on the lake,\n{business}',
};

const templates: MessageTemplate[] = MESSAGE_TEMPLATE_KEYS.map((key) => {
  const definition = MESSAGE_TEMPLATES[key];
  const text =
    key === 'promotion'
      ? PROMOTION
      : {
          subject: definition.channel === 'email' ? `${definition.name} from {business}` : null,
          body: `{business}: ${definition.name}, {name}.`,
        };
  return {
    key,
    channel: definition.channel,
    name: definition.name,
    subject: text.subject,
    body: text.body,
    placeholders: [...definition.placeholders],
    defaultSubject: text.subject,
    defaultBody: text.body,
    customised: false,
    updatedAt: null,
    updatedBy: null,
    sending:
      key === 'reviewRequest'
        ? { automatic: true, description: 'Sent automatically: a day after the trip ends.', setting: 'reminderMessages' }
        : { automatic: false, description: 'Not sent automatically.', setting: null },
  };
});
templates[0] = {
  ...templates[0]!,
  body: 'Hi {name}, see you {date}.',
  customised: true,
  updatedAt: '2026-06-10T21:04:00.000Z',
  updatedBy: 'guide',
};

const settings: AutomationSettings = {
  bookingConfirmationSms: false,
  guideNotificationPhone: '(780) 555-0199',
  autoEmailReceipts: true,
  reminderMessages: true,
};

describe('Templates', () => {
  test('two groups of cards with their previews, the Customised badge and who changed it; Edit for the admin', () => {
    const html = render(<TemplatesTab canChange />, [[MESSAGE_TEMPLATES_KEY, templates]]);
    expect(html).toContain('SMS templates');
    expect(html).toContain('Email templates');
    expect(html.indexOf('SMS templates')).toBeLessThan(html.indexOf('Email templates'));
    for (const template of templates) expect(html).toContain(`aria-label="Edit ${template.name}"`);
    expect(html.match(/>Customised</g)).toHaveLength(1);
    expect(html).toContain('Hi {name}, see you {date}.');
    expect(html).toMatch(/Changed by guide, Jun 10, 2026/);
    // The promotion's subject in full, its content cut at 80 characters.
    expect(html).toContain('20% off your next trip with {business}');
    const promotion = PROMOTION.body.replace(/\s+/g, ' ');
    expect(html).toContain(`${promotion.slice(0, 80)}...`);
  });

  test("each card says whether and when it is sent in the server's words, with the Automation switch it depends on", () => {
    const html = render(<TemplatesTab canChange />, [
      [MESSAGE_TEMPLATES_KEY, templates],
      [AUTOMATION_SETTINGS_KEY, settings],
    ]);
    expect(html).toContain('Sent automatically: a day after the trip ends.');
    expect(html.match(/Not sent automatically\./g)).toHaveLength(templates.length - 1);
    expect(html.match(/Automation: /g)).toHaveLength(1);
    expect(html).toContain('Automation: Text customers reminders before their trip (48 h, 24 h and on the day): On');
  });

  test('an auditor sees the cards without Edit', () => {
    const html = render(<TemplatesTab canChange={false} />, [[MESSAGE_TEMPLATES_KEY, templates]]);
    expect(html).toContain('Booking confirmation');
    expect(html).not.toContain('Edit');
    expect(html).toContain('(read only)');
  });

  test('loading', () => {
    expect(render(<TemplatesTab canChange />)).toContain('Loading message templates...');
  });
});

describe('Automation', () => {
  test('the admin gets three switches and the guide phone, as stored, and Save', () => {
    const html = render(<AutomationTab canChange />, [[AUTOMATION_SETTINGS_KEY, settings]]);
    expect(html.match(/role="switch"/g)).toHaveLength(3);
    expect(html).toContain('Text customers their booking confirmation');
    expect(html).toContain('Email customers their booking confirmation and receipt');
    expect(html).toContain('Text customers reminders before their trip (48 h, 24 h and on the day)');
    expect(html.match(/checked=""/g)).toHaveLength(2);
    expect(html).toContain('value="(780) 555-0199"');
    expect(html).toContain('The guide phone of Settings');
    expect(html).toContain('Save Settings');
  });

  test('an auditor reads the settings, with nothing to change', () => {
    const html = render(<AutomationTab canChange={false} />, [[AUTOMATION_SETTINGS_KEY, settings]]);
    expect(html).not.toContain('<input');
    expect(html).not.toContain('Save Settings');
    expect(html).toContain('<dt>Text customers their booking confirmation</dt><dd>Off</dd>');
    expect(html).toContain('<dd>(780) 555-0199</dd>');
  });
});
