/* The lake behind each seed fish: sky, treeline, water, ripples and weeds, in a palette per species. */

export type SeedSpecies = 'northern-pike' | 'walleye' | 'yellow-perch';

export const SEED_SPECIES: readonly SeedSpecies[] = ['northern-pike', 'walleye', 'yellow-perch'];

export const WIDTH = 1200;
export const HEIGHT = 900;
const HORIZON = 330;

interface Palette {
  skyTop: string;
  skyHorizon: string;
  farTrees: string;
  nearTrees: string;
  waterTop: string;
  waterDeep: string;
}

const PALETTES: Record<SeedSpecies, Palette> = {
  'northern-pike': {
    skyTop: '#6fa6d6',
    skyHorizon: '#e9f1f2',
    farTrees: '#7c9a98',
    nearTrees: '#2d4a3a',
    waterTop: '#6f9fae',
    waterDeep: '#173d4c',
  },
  // Walleye bite best in low light, so its scene is a dusk sky.
  walleye: {
    skyTop: '#3f5d8a',
    skyHorizon: '#f3c27f',
    farTrees: '#6c6f80',
    nearTrees: '#263238',
    waterTop: '#8a8f98',
    waterDeep: '#1a2f44',
  },
  'yellow-perch': {
    skyTop: '#86bde6',
    skyHorizon: '#fbf3dc',
    farTrees: '#86a693',
    nearTrees: '#35573d',
    waterTop: '#7fb3b5',
    waterDeep: '#1f4f57',
  },
};

// A fixed-seed generator keeps the treeline identical on every regeneration,
// so re-running the script does not churn the committed JPEGs.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function treeline(random: () => number, baseY: number, minHeight: number, maxHeight: number): string {
  const points: string[] = [`M0,${baseY + 40}`, `L0,${baseY}`];
  let x = 0;
  while (x < WIDTH) {
    const height = minHeight + random() * (maxHeight - minHeight);
    const halfWidth = 9 + random() * 14;
    if (random() < 0.62) {
      // Spruce: a narrow spire with a couple of tier notches.
      const top = baseY - height;
      points.push(
        `L${(x + halfWidth * 0.15).toFixed(1)},${(baseY - height * 0.25).toFixed(1)}`,
        `L${(x + halfWidth * 0.55).toFixed(1)},${(baseY - height * 0.55).toFixed(1)}`,
        `L${(x + halfWidth * 0.7).toFixed(1)},${(baseY - height * 0.52).toFixed(1)}`,
        `L${(x + halfWidth).toFixed(1)},${top.toFixed(1)}`,
        `L${(x + halfWidth * 1.3).toFixed(1)},${(baseY - height * 0.52).toFixed(1)}`,
        `L${(x + halfWidth * 1.45).toFixed(1)},${(baseY - height * 0.55).toFixed(1)}`,
        `L${(x + halfWidth * 1.85).toFixed(1)},${(baseY - height * 0.25).toFixed(1)}`,
      );
      x += halfWidth * 2;
    } else {
      // Aspen: a rounded crown.
      const crown = halfWidth * 1.6;
      const top = baseY - height * 0.8;
      points.push(
        `C${x.toFixed(1)},${top.toFixed(1)} ${(x + crown * 2).toFixed(1)},${top.toFixed(1)} ${(x + crown * 2).toFixed(1)},${(baseY - height * 0.2).toFixed(1)}`,
      );
      x += crown * 2;
    }
  }
  points.push(`L${WIDTH},${baseY}`, `L${WIDTH},${baseY + 40}`, 'Z');
  return points.join(' ');
}

function ripples(random: () => number): string {
  const lines: string[] = [];
  for (let i = 0; i < 70; i += 1) {
    const depth = random();
    const y = HORIZON + 12 + depth * depth * (HEIGHT - HORIZON - 20);
    const length = 30 + depth * 160 + random() * 60;
    const x = random() * (WIDTH - length);
    const opacity = (0.1 + random() * 0.18).toFixed(2);
    const width = (1 + depth * 2.5).toFixed(1);
    lines.push(
      `<path d="M${x.toFixed(1)},${y.toFixed(1)} q${(length / 2).toFixed(1)},-3 ${length.toFixed(1)},0" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return lines.join('');
}

function weeds(random: () => number): string {
  const strands: string[] = [];
  const clumps = [60, 140, 1040, 1130];
  for (const clumpX of clumps) {
    for (let i = 0; i < 6; i += 1) {
      const x = clumpX + (random() - 0.5) * 70;
      const height = 110 + random() * 150;
      const sway = (random() - 0.5) * 60;
      const width = 5 + random() * 5;
      const top = HEIGHT - height;
      strands.push(
        `<path d="M${(x - width).toFixed(1)},${HEIGHT} C${(x - width + sway).toFixed(1)},${(HEIGHT - height * 0.4).toFixed(1)} ${(x - sway).toFixed(1)},${(HEIGHT - height * 0.7).toFixed(1)} ${(x + sway * 0.6).toFixed(1)},${top.toFixed(1)} C${(x - sway + width).toFixed(1)},${(HEIGHT - height * 0.7).toFixed(1)} ${(x + width + sway).toFixed(1)},${(HEIGHT - height * 0.4).toFixed(1)} ${(x + width).toFixed(1)},${HEIGHT} Z" fill="#2f5b34" fill-opacity="${(0.55 + random() * 0.3).toFixed(2)}"/>`,
      );
    }
  }
  return strands.join('');
}

export function scene(species: SeedSpecies, fish: string, fishDefs: string): string {
  const palette = PALETTES[species];
  const random = seededRandom(species.length * 7919 + species.charCodeAt(0));
  const far = treeline(random, HORIZON - 14, 30, 70);
  const near = treeline(random, HORIZON, 45, 110);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.skyTop}"/>
    <stop offset="1" stop-color="${palette.skyHorizon}"/>
  </linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.waterTop}"/>
    <stop offset="0.55" stop-color="${palette.waterDeep}"/>
    <stop offset="1" stop-color="${palette.waterDeep}"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="reflect" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient>
  <mask id="fade"><rect x="0" y="${HORIZON}" width="${WIDTH}" height="140" fill="url(#reflect)"/></mask>
  <filter id="shadow" x="-10%" y="-30%" width="120%" height="160%">
    <feGaussianBlur stdDeviation="14"/>
  </filter>
  <filter id="soft" x="-5%" y="-5%" width="110%" height="110%">
    <feGaussianBlur stdDeviation="1.2"/>
  </filter>
  ${fishDefs}
</defs>
<rect width="${WIDTH}" height="${HORIZON}" fill="url(#sky)"/>
<path d="${far}" fill="${palette.farTrees}"/>
<path d="${near}" fill="${palette.nearTrees}"/>
<rect y="${HORIZON}" width="${WIDTH}" height="${HEIGHT - HORIZON}" fill="url(#water)"/>
<g mask="url(#fade)" opacity="0.5">
  <g transform="translate(0 ${HORIZON * 2}) scale(1 -1)"><path d="${near}" fill="${palette.nearTrees}"/></g>
</g>
<rect y="${HORIZON}" width="${WIDTH}" height="3" fill="#ffffff" fill-opacity="0.35"/>
${ripples(random)}
<ellipse cx="600" cy="620" rx="620" ry="300" fill="url(#glow)"/>
${weeds(random)}
${fish}
</svg>`;
}
