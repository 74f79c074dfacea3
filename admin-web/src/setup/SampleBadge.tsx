/** Marks a review or catch the new site started with, until the guide replaces or deletes it. */
export function SampleBadge() {
  return (
    <span className="sample-badge" title="Sample content the site started with: replace it with your own, or delete it">
      Sample
    </span>
  );
}
