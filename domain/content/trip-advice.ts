/**
 * The FAQ's plain answers (landing page) that hold no number from the data: what is
 * on the boat, what to bring, what bad weather means. The FAQ (web/src/landing/Faq.tsx) and the
 * chat read them from here, which is why this copy stays in the domain (browser code may not
 * import application/). Prices, package names, slots and the refund policy have their own single
 * sources (packages data, slot-windows.ts, refund-policy.ts).
 */
export const TRIP_ADVICE = {
  included:
    'Rods, reels, tackle and bait are on the boat, with life jackets in every size, so you need no gear of your own. Each package lists what else it includes.',
  bring:
    'Your fishing licence, warm layers and a rain jacket, a hat, sunglasses and sunscreen, water and snacks, and a camera for your catch. Soft-soled shoes keep you steady in the boat.',
  weather:
    'Your safety comes first. If wind, lightning or storms make the lake unsafe, we cancel and you choose a full refund or a free reschedule. Light rain rarely stops the fish biting, so pack a rain jacket.',
} as const;
