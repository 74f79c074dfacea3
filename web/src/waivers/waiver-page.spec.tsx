import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SITE_CONTENT_QUERY_KEY } from '@browser-kit/site/site-info';
import { WAIVER_TERMS_KEY, type WaiverTerms } from './waiver-api';
import { EMPTY_WAIVER_FORM } from './waiver-form-state';
import { WaiverForm } from './WaiverForm';
import { WaiverPage } from './WaiverPage';

const TERMS: WaiverTerms = {
  id: 4,
  sha256: 'b'.repeat(64),
  createdAt: '2026-11-22T18:00:00.000Z',
  text: 'RELEASE OF LIABILITY\n\n1. Assumption of risks\n\nCold water & <b>sudden</b> storms.\n\n7. For participants under 18\n\nA parent signs.',
};

/** Server-renders at `url` with the terms and the contact phone in the cache, as the page's server render has them. */
function render(element: ReactElement, url = '/liability-waiver', terms: WaiverTerms | null = TERMS): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  if (terms) client.setQueryData(WAIVER_TERMS_KEY, terms);
  client.setQueryData(SITE_CONTENT_QUERY_KEY, [
    { section: 'contact', key: 'phone', value: '(780) 555-0199', updatedAt: '2026-11-01T00:00:00.000Z' },
  ]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The text of the <label for=id>, without markup. */
function labelFor(html: string, id: string): string | undefined {
  const match = new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
}

const inputOf = (html: string, id: string) => new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('/liability-waiver, as the server renders it', () => {
  const html = render(<WaiverPage />);

  test('one h1, the terms as paragraphs of text (never markup), and the version shown', () => {
    expect([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1])).toEqual(['Liability Waiver']);
    expect(html).toContain('<p class="waiver-terms__heading">RELEASE OF LIABILITY</p>');
    expect(html).toContain('<p class="waiver-terms__heading">1. Assumption of risks</p>');
    expect(html).toContain('<p>Cold water &amp; &lt;b&gt;sudden&lt;/b&gt; storms.</p>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Version 4, November 22, 2026');
    // The scrolling terms can be reached by keyboard.
    expect(html).toMatch(/<div class="waiver-terms__text" tabindex="0" role="group" aria-labelledby="waiver-terms-title">/);
  });

  test('every control has a visible label tied to it, required ones marked, and no message before an attempt', () => {
    const labels = {
      'waiver-bookingReference': 'Booking reference (optional)',
      'waiver-firstName': 'First name *',
      'waiver-lastName': 'Last name *',
      'waiver-dateOfBirth': 'Date of birth *',
      'waiver-email': 'Email *',
      'waiver-phone': 'Phone *',
      'waiver-emergencyContactName': 'Emergency contact name *',
      'waiver-emergencyContactPhone': 'Emergency contact phone *',
      'waiver-medicalConditions': 'Medical conditions, allergies or medication (optional)',
      'waiver-agreeToTerms': 'I have read and agree to the terms and conditions of this waiver *',
      'waiver-agreeToRisks': 'I understand the risks of fishing from a boat on open water, and I accept them *',
      'waiver-agreeToPhotos': 'Photos and videos of me from the trip may be used on the website and social media (optional)',
      'waiver-signature': 'Signature: type your full name *',
    };
    for (const [id, label] of Object.entries(labels)) expect([id, labelFor(html, id)]).toEqual([id, label]);
    expect(inputOf(html, 'waiver-medicalConditions')).toMatch(/^<textarea/);
    expect(inputOf(html, 'waiver-dateOfBirth')).toContain('type="date"');
    expect(inputOf(html, 'waiver-agreeToTerms')).toContain('type="checkbox"');
    expect(inputOf(html, 'waiver-agreeToTerms')).toContain('aria-required="true"');
    expect(inputOf(html, 'waiver-agreeToPhotos')).not.toContain('aria-required');
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('Submit Waiver');
  });

  test('an adult (or no date of birth yet) is not asked for a guardian', () => {
    expect(html).not.toContain('id="waiver-guardianName"');
    expect(html).not.toContain('Parent or guardian');
  });

  test('the signature is read with what it signs', () => {
    expect(inputOf(html, 'waiver-signature')).toContain('aria-describedby="waiver-signature-statement waiver-signature-hint"');
  });

  test("the confirmation email's link fills the booking reference", () => {
    const linked = render(<WaiverPage />, '/liability-waiver?booking=Q2xhc3NpZmllZFJlZmVyZW5j');
    expect(inputOf(linked, 'waiver-bookingReference')).toContain('value="Q2xhc3NpZmllZFJlZmVyZW5j"');
    expect(inputOf(html, 'waiver-bookingReference')).toContain('value=""');
  });

  test('the form cannot be sent by the browser itself: it posts, its button waits for the scripts, and without them the page says what to do', () => {
    const form = /<form[^>]*id="waiver-form"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/liability-waiver"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>/);
    expect(html).toMatch(/<noscript>.*Signing online needs JavaScript.*href="tel:[^"]+".*<\/noscript>/s);
  });

  test('without the terms yet, the page says they are loading', () => {
    const loading = render(<WaiverPage />, '/liability-waiver', null);
    expect(loading).toContain('Loading the waiver terms...');
    expect(loading).toContain('id="waiver-form"');
  });
});

describe('the guardian part', () => {
  test('a date of birth under 18 today shows the guardian fields with the minor acknowledgement, tied to the signature', () => {
    const tenYearsAgo = `${new Date().getUTCFullYear() - 10}-06-15`;
    const html = render(
      <WaiverForm terms={TERMS} initial={{ ...EMPTY_WAIVER_FORM, firstName: 'Robin', dateOfBirth: tenYearsAgo }} onSigned={() => {}} />,
    );
    expect(html).toContain('<legend class="waiver-form__legend">Parent or guardian</legend>');
    expect(labelFor(html, 'waiver-guardianName')).toBe("Parent or guardian's full name *");
    expect(labelFor(html, 'waiver-guardianRelationship')).toBe('Relationship to the participant *');
    expect(labelFor(html, 'waiver-guardianSignature')).toBe("Parent or guardian's signature: type your full name *");
    const text = html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
    expect(text).toContain("I confirm that I am Robin's parent or legal guardian");
    expect(text).toContain('including the section for participants under 18');
    expect(text).toContain("acknowledge them on Robin's behalf");
    expect(text).toContain("it does not release Robin's own legal claims");
    expect(inputOf(html, 'waiver-guardianSignature')).toContain(
      'aria-describedby="waiver-guardian-statement waiver-guardianSignature-hint"',
    );
  });

  test('an adult date of birth shows none', () => {
    const html = render(<WaiverForm terms={TERMS} initial={{ ...EMPTY_WAIVER_FORM, dateOfBirth: '1988-06-14' }} onSigned={() => {}} />);
    expect(html).not.toContain('waiver-guardianName');
  });
});
