import { describe, expect, test } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { PACKAGE_MESSAGES } from '../../../domain/catalogue/package-rules';
import { TimeSlotChoice } from './TimeSlotChoice';

const boxes = (html: string) =>
  [...html.matchAll(/<label class="package-slots__option"><input ([^>]*)\/>([^<]*)<\/label>/g)].map(([, attributes, label]) => ({
    label,
    id: /id="([^"]*)"/.exec(attributes!)?.[1],
    checked: attributes!.includes('checked=""'),
  }));

describe('the package slot choice', () => {
  test('one box per slot, Morning, Afternoon and Full day, ticked as the package runs', () => {
    const html = renderToStaticMarkup(<TimeSlotChoice id="pkg-timeSlots" value={['afternoon']} onChange={() => {}} />);
    expect(html).toContain('<legend class="label">Runs in</legend>');
    expect(boxes(html)).toEqual([
      { label: 'Morning', id: 'pkg-timeSlots', checked: false },
      { label: 'Afternoon', id: 'pkg-timeSlots-afternoon', checked: true },
      { label: 'Full day', id: 'pkg-timeSlots-full-day', checked: false },
    ]);
    expect(html).not.toContain('aria-invalid');
  });

  test('the domain’s message shows under the boxes and is read with the group', () => {
    const html = renderToStaticMarkup(
      <TimeSlotChoice id="pkg-timeSlots" value={[]} error={PACKAGE_MESSAGES.timeSlots} onChange={() => {}} />,
    );
    expect(html).toContain('aria-describedby="pkg-timeSlots-hint pkg-timeSlots-error"');
    expect(html).toContain(`<p id="pkg-timeSlots-error" class="field-error">${PACKAGE_MESSAGES.timeSlots}</p>`);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(3);
  });
});
