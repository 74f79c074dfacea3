import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@browser-kit/api/api-types';

type HealthReport = ResponseOf<'/api/health', 'get'>;

/** How often the dashboard asks again: an outbox that fell behind should not wait for a reload to be seen. */
const HEALTH_POLL_MS = 60_000;

/**
 * What the server reports as needing attention without stopping it (`alerts` of `GET /api/health`,
 * such as messages the outbox has not sent for a while), above every tab; nothing when all is well.
 */
export function HealthAlerts() {
  const health = useQuery<HealthReport>({ queryKey: ['/api/health'], staleTime: 0, refetchInterval: HEALTH_POLL_MS });
  const alerts = health.data?.alerts ?? [];
  if (alerts.length === 0) return null;
  return (
    <div className="alert alert--warning" role="status">
      <strong>Needs attention:</strong>
      <ul>
        {alerts.map((alert) => (
          <li key={alert}>{alert}</li>
        ))}
      </ul>
    </div>
  );
}
