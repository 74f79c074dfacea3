/** An editable list card's Edit and Delete buttons; `name` completes their accessible names ('Edit <name>'). */
export function CardActions({ name, busy, onEdit, onDelete }: { name: string; busy: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="catalogue-card__actions">
      <button type="button" className="btn btn--outline btn--sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </button>
      <button type="button" className="btn btn--outline-danger btn--sm" onClick={onDelete} disabled={busy} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </div>
  );
}
