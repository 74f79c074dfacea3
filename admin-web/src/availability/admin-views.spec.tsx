import { describe, expect, jest, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SCHEDULE_KEY, TEMPLATE_KEY } from './schedule-api';
import type { ScheduleDay, TemplateBody } from './schedule-logic';

// Vite bundles the style sheets; Node cannot load them, so the views load after these stubs.
jest.mock('./schedule.css', () => ({}));
jest.mock('../test-system/test-system.css', () => ({}));

const TEMPLATE: TemplateBody = {
  days: {
    monday: ['morning', 'afternoon'],
    tuesday: ['morning', 'afternoon'],
    wednesday: ['morning', 'afternoon'],
    thursday: ['morning', 'afternoon'],
    friday: ['morning', 'afternoon'],
    saturday: ['full-day'],
    sunday: ['full-day'],
  },
};

const day = (date: string, slots: ScheduleDay['slots']): ScheduleDay => ({
  id: date,
  date,
  status: 'available',
  timeSlots: 'Morning & Afternoon',
  slots,
});
const DAYS: ScheduleDay[] = [
  day('2026-11-23', [
    { timeSlot: 'morning', status: 'available', label: 'Morning (6:00-10:00 AM)', override: null },
    { timeSlot: 'afternoon', status: 'booked', label: 'Afternoon (1:00-5:00 PM)', override: null },
  ]),
  day('2026-11-24', [{ timeSlot: 'morning', status: 'limited', label: 'Morning (6:00-10:00 AM)', override: 'limited' }]),
];

function render(element: ReactElement): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData(SCHEDULE_KEY, DAYS);
  client.setQueryData(TEMPLATE_KEY, TEMPLATE);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the style-sheet stubs above, which imports would precede
const { ScheduleTab } = require('./ScheduleTab') as typeof import('./ScheduleTab');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { TestSystemView } = require('../test-system/TestSystemView') as typeof import('../test-system/TestSystemView');

const buttonsOf = (html: string) => [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]);

describe('ScheduleTab', () => {
  test('an admin gets a button per slot that cycles it, except the slot a booking holds, and the template form', () => {
    const html = render(<ScheduleTab canChange />);
    expect(html).toContain('<h2');
    expect(html).toContain('aria-label="AM, Mon, Nov 23, Morning (6:00-10:00 AM): Available. Change to limited"');
    expect(html).toContain('aria-label="AM, Tue, Nov 24, Morning (6:00-10:00 AM): Limited. Change to booked"');
    expect(html).not.toMatch(/<button[^>]*Afternoon \(1:00-5:00 PM\): booked by a customer/);
    expect(html).toContain('Mon, Nov 23, Afternoon (1:00-5:00 PM): booked by a customer');
    expect(html).toContain('Save weekly template');
    expect(html.match(/type="checkbox"/g)).toHaveLength(21);
  });

  test('an auditor sees the days and the week, and no control that changes anything', () => {
    const html = render(<ScheduleTab canChange={false} />);
    expect(html).toContain('Mon, Nov 23, Morning (6:00-10:00 AM)');
    // Only the view toggle remains: it changes what is shown, not what is stored.
    expect(buttonsOf(html).every((b) => b.includes('aria-pressed'))).toBe(true);
    expect(buttonsOf(html)).toHaveLength(2);
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain('Save weekly template');
    expect(html).toContain('Full day');
  });
});

describe('TestSystemView', () => {
  test('an admin gets the test booking form with its times', () => {
    const html = render(<TestSystemView canChange />);
    for (const label of ['Name', 'Email', 'Phone', 'Package', 'Date', 'Time', 'Number of people']) expect(html).toContain(`>${label}<`);
    expect(html).toContain('<option value="2:00 PM">2:00 PM</option>');
    expect(html).toContain('3-Hour Adventure');
    expect(html).toContain('Create Test Booking (1.00 CAD)');
  });

  test('an auditor gets no form and no button', () => {
    const html = render(<TestSystemView canChange={false} />);
    expect(html).not.toContain('<form');
    expect(buttonsOf(html)).toHaveLength(0);
    expect(html).toContain('Test System');
  });
});
