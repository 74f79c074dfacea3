/**
 * The FAQ accordion's state: at most one answer open. Opening a question closes
 * the one that was open; activating the open question closes it.
 */
export type FaqOpen = string | null;

export interface FaqAction {
  type: 'toggle';
  id: string;
}

export function faqReducer(open: FaqOpen, action: FaqAction): FaqOpen {
  return open === action.id ? null : action.id;
}
