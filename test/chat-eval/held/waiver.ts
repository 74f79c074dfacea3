import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

const GUARDIAN = ['guardian', 'parent'];

// The waiver is signed online on the liability waiver page: name, contact, an emergency contact,
// agreement to the terms and the risks; medical conditions and photo consent optional; a minor's
// waiver is signed with a parent or guardian.
export const HELD_WAIVER: readonly EvalCase[] = [
  ask('waiver-04', 'waiver', 'Can a parent sign the waiver for a minor?', { any: [GUARDIAN] }),
  ask('waiver-08', 'waiver', 'Does everyone in my group need to sign the waiver?', {
    any: [['each', 'every', 'everyone', 'all participants', 'all of you']],
  }),
  ask('waiver-12', 'waiver', 'What does the waiver cover?', { any: [['risk', 'liability']] }),
  ask('waiver-16', 'waiver', 'link to the liability waiver please', { any: [['/liability-waiver']] }),
];
