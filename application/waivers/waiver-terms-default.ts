import { SITE_DEFAULTS } from '../../domain/content/site-content-defaults';

const BUSINESS = SITE_DEFAULTS.name;

/**
 * The terms a new site starts with, stored as version 1 until the admin saves their own. A
 * starting point written in plain language for a guided trip on Wabamun Lake; the business should
 * have it reviewed by an Alberta lawyer before relying on it.
 *
 * Written as paragraphs joined by a blank line (the page shows the text as it is, with line breaks),
 * so each entry below is one paragraph or one heading. The minors' section does not pretend to
 * release a child's claims: in Alberta a parent generally cannot waive them
 * (docs/product/waivers.md).
 */
const PARAGRAPHS: readonly string[] = [
  'RELEASE OF LIABILITY, WAIVER OF CLAIMS AND ASSUMPTION OF RISKS',

  `${BUSINESS}: guided fishing trips on Wabamun Lake, Alberta`,

  `This agreement is between you, the participant, and ${BUSINESS}, its owners, guides, employees and agents ` +
    '(together, "the Operator"). It affects your legal rights. Please read it carefully, ask us about anything ' +
    'that is not clear, and sign it only if you understand and accept it.',

  '1. Assumption of risks',

  'Fishing from a boat on open water has risks that care and good equipment reduce but cannot remove. ' +
    'I understand that they include, among others:',

  'Water and weather: cold water, waves, wind, sudden storms and lightning can arise quickly on Wabamun Lake. ' +
    'A fall overboard can lead to cold shock, hypothermia or drowning. Sun, heat, cold, rain and insects can cause ' +
    'sunburn, heat or cold injury, bites and stings.',

  'Boats and docks: a boat moves, rocks and can stop or turn suddenly. Slips, trips and falls on wet decks and docks, ' +
    'getting in and out of the boat, engine and fuel hazards, and collisions with other boats or objects in the water ' +
    'can cause injury.',

  'Hooks and tackle: hooks, lures, knives, pliers and a line under tension can pierce, cut or strike, ' +
    'including the eyes and face, and a rod can break or whip back.',

  'Fish handling: northern pike, walleye and perch have sharp teeth, gill covers, fins and spines that can cut ' +
    'or puncture the skin, and lake water and fish slime can infect a small wound.',

  'Distance from help: on the water, emergency services can take time to arrive, and first aid on board is limited.',

  'I take part voluntarily and accept these risks, known and unknown, for myself.',

  "2. Rules and the guide's instructions",

  'I will follow the safety briefing, the rules of the boat and every instruction the guide gives, ' +
    'and I will tell the guide at once if I feel unwell or unsafe. The guide decides where the boat goes and whether ' +
    'conditions are safe, and may shorten, move or cancel a trip because of weather or water. ' +
    'Alcohol and cannabis are not allowed on the boat, and the guide may refuse or end a trip for anyone who appears ' +
    'impaired or who puts others at risk.',

  '3. Fishing licences and regulations',

  "I will hold any sportfishing licence Alberta's regulations require of me (anglers 16 and older generally need one) " +
    'and follow the Alberta sportfishing regulations for Wabamun Lake, including seasons, limits on rods, catch and ' +
    'possession limits, size limits and catch-and-release rules. I am responsible for my own licence and for any ' +
    'fine for breaking these regulations.',

  '4. Medical fitness and lifejackets',

  'I am fit to take part in a day on the water. I have told the Operator, on this form or to the guide, of any medical ' +
    'condition, allergy (including to insect stings), medication or physical limitation that could affect my safety, ' +
    'and I will bring any medication I may need, such as an inhaler or an epinephrine auto-injector. ' +
    'I allow the Operator to give first aid and to arrange emergency medical care and transport for me, ' +
    'and I accept responsibility for their cost.',

  'The Operator provides a lifejacket or personal flotation device (PFD) in my size. I will wear it whenever the boat ' +
    'is moving and whenever the guide asks. I can swim, or I have told the guide that I cannot.',

  '5. Release and waiver of claims (adults)',

  'If I am 18 or older, then to the extent permitted by the law of Alberta, I release, waive and discharge the Operator from all claims, ' +
    'demands and liability for any injury, illness, death, loss or damage to me or my property arising from the trip ' +
    'and the activities around it, including getting on and off the boat, INCLUDING CLAIMS ARISING FROM THE NEGLIGENCE ' +
    'OF THE OPERATOR. I will not sue the Operator for such claims, and this release binds my heirs, executors and ' +
    'anyone who claims through me.',

  '6. Photographs (optional)',

  'The guide may take photographs and videos of the trip and of the catch. Only if I tick the separate photo consent ' +
    'box on this form may the Operator use pictures in which I can be recognised on its website and social media. ' +
    'Leaving that box unticked does not affect my booking, and I may withdraw my consent later for future use ' +
    'by contacting the Operator.',

  '7. For participants under 18',

  'A participant under 18 takes part only with the agreement of a parent or legal guardian, who completes and signs ' +
    'this form for them.',

  'By signing, the parent or guardian confirms that they have read this document and understand the risks described ' +
    "in section 1; acknowledges those risks on the child's behalf; agrees on the child's behalf that the child will " +
    "follow the rules and the guide's instructions in sections 2 to 4, including wearing a lifejacket at all times " +
    'on the water; and confirms that the information given about the child, including any medical condition, is true.',

  "In Alberta a parent or guardian generally cannot waive a child's own legal claims. This section is therefore an " +
    "acknowledgement of the risks and an agreement to the rules on the child's behalf; it is not a release of the " +
    "child's claims, and the release in section 5 does not apply to the child. That release applies only to claims the " +
    'parent or guardian has personally, to the extent permitted by the law of Alberta.',

  '8. General',

  'This agreement is governed by the laws of the Province of Alberta. If any part of it is found to be invalid or ' +
    'unenforceable, the rest remains in effect. This document is the whole agreement about the risks and the release ' +
    'described here.',

  'I have read and understood this document, I have had the chance to ask questions about it, and I sign it freely.',
];

export const DEFAULT_WAIVER_TERMS: string = PARAGRAPHS.join('\n\n');
