import { EvalCase } from '../eval-case';
import { ask, PHONE } from '../case-helpers';

const WAIVER_PAGE = ['/liability-waiver', 'liability waiver', 'waiver page', 'waiver form'];
const GUARDIAN = ['guardian', 'parent'];

// The waiver is signed online on the liability waiver page: name, contact, an emergency contact,
// agreement to the terms and the risks; medical conditions and photo consent optional; a minor's
// waiver is signed with a parent or guardian.
export const TUNE_WAIVER: readonly EvalCase[] = [
  ask('waiver-01', 'waiver', 'Do I need to sign a waiver?', { any: [WAIVER_PAGE] }),
  ask('waiver-02', 'waiver', 'Where is the waiver form?', { any: [WAIVER_PAGE] }),
  ask('waiver-03', 'waiver', 'Does my 10 year old need a waiver signed?', { any: [GUARDIAN] }),
  ask('waiver-05', 'waiver', 'What information does the waiver ask for?', { any: [['emergency contact']] }),
  ask('waiver-06', 'waiver', 'Do I have to list medical conditions on the waiver?', {
    any: [['optional', 'not required', "don't have to", 'do not have to']],
  }),
  ask('waiver-07', 'waiver', 'Do I have to agree to photos being taken?', {
    any: [['optional', 'not required', "don't have to", 'do not have to']],
  }),
  ask('waiver-09', 'waiver', 'Can I fill out the waiver online before the trip?', { any: [WAIVER_PAGE] }),
  ask('waiver-10', 'waiver', 'The waiver form gave me an error, what now?', { all: [PHONE] }),
  ask('waiver-11', 'waiver', 'My nephew is 16, who signs his waiver?', { any: [GUARDIAN] }),
  ask('waiver-13', 'waiver', 'Do I need an emergency contact for the waiver?', { any: [['emergency contact']] }),
  ask('waiver-14', 'waiver', 'Can my wife sign the waiver for me?', { any: [['each', 'own', 'yourself', PHONE]] }),
  ask('waiver-15', 'waiver', 'Is the waiver mandatory?', { any: [WAIVER_PAGE] }),
];
