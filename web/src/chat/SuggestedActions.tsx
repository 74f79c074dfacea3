import { Link } from '../navigation/Link';
import { isPlainLeftClick } from '../navigation/use-anchor-navigation';
import { actionTarget } from './chat-actions';
import type { SuggestedAction } from './chat-protocol';

/**
 * An answer's suggested actions (docs/api/chat-protocol.md) as links and buttons. A link on this site is
 * followed inside the app (the booking form reads the new query, the page scrolls to its anchor)
 * and closes the panel so the page shows; `send_sms` opens the phone form in the panel.
 */
export function SuggestedActions({
  actions,
  online,
  onNavigate,
  onSms,
}: {
  actions: readonly SuggestedAction[];
  online: boolean;
  onNavigate: () => void;
  onSms: () => void;
}) {
  const items = actions.flatMap((action, index) => {
    const target = actionTarget(action);
    return target ? [{ action, target, key: `${action.type}-${index}` }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className="chat-actions" aria-label="Suggested actions">
      {items.map(({ action, target, key }) => {
        const className = `btn btn--sm ${action.type === 'book_now' ? 'btn--accent' : 'btn--outline'} chat-action`;
        let control;
        switch (target.kind) {
          case 'route':
            control = (
              <Link
                to={target.to}
                className={className}
                onClick={(event) => {
                  if (isPlainLeftClick(event)) onNavigate();
                }}
              >
                {action.label}
              </Link>
            );
            break;
          case 'external':
            control = (
              <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
                {action.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            );
            break;
          case 'tel':
            control = (
              <a href={target.href} className={className}>
                {action.label}
              </a>
            );
            break;
          case 'sms':
            control = (
              <button type="button" className={className} onClick={onSms} disabled={!online}>
                {action.label}
              </button>
            );
            break;
        }
        return <li key={key}>{control}</li>;
      })}
    </ul>
  );
}
