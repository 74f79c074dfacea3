import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { HealthAlerts } from './HealthAlerts';

/** Server-renders the notice with the query cache holding `alerts` as `GET /api/health` answered them. */
function render(alerts: string[]): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: () => new Promise(() => {}) } } });
  const adapters = { events: 'postgres', readModels: 'postgres', payments: 'test', sms: 'outbox-only', email: 'outbox-only' };
  client.setQueryData(['/api/health'], { status: 'ok', adapters, alerts });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <HealthAlerts />
    </QueryClientProvider>,
  );
}

describe('the health alerts above the dashboard', () => {
  test('shows each alert the server reports', () => {
    const html = render(['2 message(s) due more than 15 minutes ago are still unsent']);
    expect(html).toContain('role="status"');
    expect(html).toContain('2 message(s) due more than 15 minutes ago are still unsent');
  });

  test('shows nothing while all is well', () => {
    expect(render([])).toBe('');
  });
});
