/**
 * Which package a question names, among the packages the catalogue has now (the admin renames
 * them, so nothing here knows their names): every word of a name counts, a word shared by several
 * names counts less, and a word one typo away still counts ('trophey', 'ful day').
 */
const IGNORED = new Set(['the', 'a', 'an', 'and', 'of', 'trip', 'tour', 'package', 'fishing', 'for', 'with']);

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

export function findPackageNamed<T extends { readonly name: string }>(text: string, packages: readonly T[]): T | null {
  const words = wordsOf(text);
  if (words.length === 0 || packages.length === 0) return null;
  const nameWords = packages.map((p) => [...new Set(wordsOf(p.name).filter((w) => !IGNORED.has(w)))]);
  const frequency = new Map<string, number>();
  for (const list of nameWords) for (const w of list) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  let best: { item: T; score: number } | null = null;
  let tie = false;
  packages.forEach((item, index) => {
    const list = nameWords[index]!;
    let score = 0;
    let distinctive = false;
    for (const w of list) {
      if (!words.some((said) => sameWord(said, w))) continue;
      const shared = frequency.get(w) ?? 1;
      score += 1 / shared;
      if (shared < packages.length || packages.length === 1) distinctive = true;
    }
    // A name whose words were all said beats one that shares a word ('full day adventure' vs 'half day adventure').
    if (list.length > 0 && list.every((w) => words.some((said) => sameWord(said, w)))) score += 0.5;
    if (!distinctive || score === 0) return;
    if (!best || score > best.score) {
      best = { item, score };
      tie = false;
    } else if (score === best.score) tie = true;
  });
  const found = best as { item: T; score: number } | null;
  return found && !tie ? found.item : null;
}

/** Equal, or one edit apart for words of five letters or more. */
export function sameWord(said: string, known: string): boolean {
  if (said === known) return true;
  if (known.length < 5 || Math.abs(said.length - known.length) > 1) return false;
  return editDistanceAtMostOne(said, known);
}

/** Whether `a` becomes `b` by at most one typo: a letter added, dropped, changed, or two neighbours swapped. */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else {
      // A swap of two neighbours ('trohpy') is one typo too.
      if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
        i += 2;
        j += 2;
        continue;
      }
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
