/** Compares every character whatever the first difference, so timing tells nothing of the secret. */
export function sameSecret(expected: string, given: string): boolean {
  let difference = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  return difference === 0;
}
