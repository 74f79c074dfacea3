/**
 * Where the page's forms are, for the things that float over the page on a phone (the 'Book Your
 * Trip' bar and the chat button): those keep clear of a form's fields, buttons and messages.
 */

/** The forms to keep clear: every form of the page's own content (the chat's own form is outside it). */
const FORMS = 'main form';

/** The part of a box these checks read: a DOMRect, or a box made up from one. */
export interface Edges {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** True when the two boxes share any area (touching edges do not count). */
export function overlaps(a: Edges, b: Edges): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The column from `box` down to the bottom of the screen: the chat button rests either above the
 * phone's bar or, with the bar gone, lower down; a form anywhere in that column would be under one
 * of the two.
 */
export function downToBottom(box: Edges, screenHeight: number): Edges {
  return { top: box.top, bottom: Math.max(box.bottom, screenHeight), left: box.left, right: box.right };
}

function formBoxes(): DOMRect[] {
  return Array.from(document.querySelectorAll(FORMS), (form) => form.getBoundingClientRect());
}

/** True while any part of a form of the page is on the screen. */
export function formOnScreen(): boolean {
  const screen = { top: 0, bottom: window.innerHeight, left: 0, right: window.innerWidth };
  return formBoxes().some((box) => overlaps(box, screen));
}

/** True while a form of the page lies under `element`, or below it down to the bottom of the screen. */
export function formUnder(element: Element): boolean {
  const column = downToBottom(element.getBoundingClientRect(), window.innerHeight);
  return formBoxes().some((box) => overlaps(box, column));
}
