import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// The seed illustrations are drawn here rather than downloaded so that the
// repository holds no third-party images whose licence would need tracking.

export type SeedSpecies = 'northern-pike' | 'walleye' | 'yellow-perch';

export const SEED_SPECIES: readonly SeedSpecies[] = ['northern-pike', 'walleye', 'yellow-perch'];

const WIDTH = 1200;
const HEIGHT = 900;
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
function seededRandom(seed: number): () => number {
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

function scene(species: SeedSpecies, fish: string, fishDefs: string): string {
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

// Every fish is drawn facing left in its own frame (snout at the origin,
// body along +x) and placed with a transform, so the shared shading parts
// below work for all three.
function finStyle(fill: string, opacity = 0.9): string {
  return `fill="${fill}" fill-opacity="${opacity}" stroke="#2b2a1a" stroke-opacity="0.45" stroke-width="2"`;
}

function rays(from: [number, number][], to: [number, number][], colour = '#2b2a1a'): string {
  return from
    .map(
      ([x1, y1], i) =>
        `<line x1="${x1}" y1="${y1}" x2="${to[i]![0]}" y2="${to[i]![1]}" stroke="${colour}" stroke-opacity="0.35" stroke-width="1.6"/>`,
    )
    .join('');
}

function fanRays(base: [number, number], tips: [number, number][]): string {
  return rays(
    tips.map(() => base),
    tips,
  );
}

function spread(start: [number, number], end: [number, number], count: number): [number, number][] {
  const result: [number, number][] = [];
  for (let i = 0; i < count; i += 1) {
    const t = count === 1 ? 0 : i / (count - 1);
    result.push([+(start[0] + (end[0] - start[0]) * t).toFixed(1), +(start[1] + (end[1] - start[1]) * t).toFixed(1)]);
  }
  return result;
}

// A spiny dorsal is drawn as spines with membrane dipping between their
// tips; a smooth outline reads as a soft fin and loses the species.
function spinyFin(start: [number, number], end: [number, number], heights: number[], lean: number): { path: string; rays: string } {
  const bases = spread(start, end, heights.length);
  const tips = bases.map(([x, y], i): [number, number] => [x + lean, y - heights[i]!]);
  const parts = [`M${start[0]},${start[1]}`, `L${tips[0]![0]},${tips[0]![1]}`];
  for (let i = 1; i < tips.length; i += 1) {
    const [px, py] = tips[i - 1]!;
    const [x, y] = tips[i]!;
    const by = bases[i - 1]![1];
    const notchX = (px + x) / 2 + 2;
    const notchY = by + ((py + y) / 2 - by) * 0.72;
    parts.push(`Q${((px + notchX) / 2).toFixed(1)},${((py + notchY) / 2 + 6).toFixed(1)} ${notchX.toFixed(1)},${notchY.toFixed(1)}`);
    parts.push(`L${x},${y}`);
  }
  parts.push(`L${end[0]},${end[1]}`, 'Z');
  return { path: parts.join(' '), rays: rays(bases, tips, '#2a2412') };
}

function bodyShading(id: string, bodyPath: string, extras: string): string {
  return `<g clip-path="url(#${id}-clip)">
    <path d="${bodyPath}" fill="url(#${id}-body)"/>
    ${extras}
    <path d="${bodyPath}" fill="url(#${id}-sheen)"/>
  </g>
  <path d="${bodyPath}" fill="none" stroke="#1f2414" stroke-opacity="0.55" stroke-width="2.5"/>`;
}

function bodyDefs(id: string, bodyPath: string, stops: [number, string][]): string {
  return `<clipPath id="${id}-clip"><path d="${bodyPath}"/></clipPath>
  <linearGradient id="${id}-body" x1="0" y1="0" x2="0" y2="1">
    ${stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('')}
  </linearGradient>
  <linearGradient id="${id}-sheen" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.15" stop-color="#ffffff" stop-opacity="0"/>
    <stop offset="0.32" stop-color="#ffffff" stop-opacity="0.22"/>
    <stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>
    <stop offset="0.9" stop-color="#000000" stop-opacity="0.12"/>
  </linearGradient>`;
}

function eye(cx: number, cy: number, r: number, iris: string, glassy = false): string {
  const pupil = r * (glassy ? 0.5 : 0.55);
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${r + 3}" fill="#1d1d14" fill-opacity="0.35"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${iris}"/>
    ${glassy ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#glassy)"/>` : ''}
    <circle cx="${cx + r * 0.08}" cy="${cy + r * 0.05}" r="${pupil}" fill="#111111" fill-opacity="${glassy ? 0.75 : 1}"/>
    <circle cx="${cx - r * 0.3}" cy="${cy - r * 0.32}" r="${r * 0.22}" fill="#ffffff" fill-opacity="0.9"/>
  </g>`;
}

function shadow(bodyPath: string): string {
  return `<path d="${bodyPath}" fill="#000000" fill-opacity="0.35" filter="url(#shadow)" transform="translate(18 40)"/>`;
}

function pike(): { svg: string; defs: string } {
  const body =
    'M0,0 C25,-12 80,-24 150,-44 C260,-76 420,-84 560,-74 C660,-66 720,-46 772,-32 L772,32 C720,46 640,70 540,78 C400,88 250,78 160,58 C90,42 30,20 0,6 Z';
  const random = seededRandom(31);
  const spots: string[] = [];
  for (let row = 0; row < 6; row += 1) {
    const y = -66 + row * 26;
    for (let x = 190 + (row % 2) * 22; x < 790; x += 44) {
      const jitterX = (random() - 0.5) * 14;
      const jitterY = (random() - 0.5) * 8;
      const angle = (-12 + random() * 24).toFixed(1);
      spots.push(
        `<ellipse cx="${(x + jitterX).toFixed(1)}" cy="${(y + jitterY).toFixed(1)}" rx="${(11 + random() * 6).toFixed(1)}" ry="${(5 + random() * 2).toFixed(1)}" transform="rotate(${angle} ${(x + jitterX).toFixed(1)} ${(y + jitterY).toFixed(1)})" fill="#efe8b8" fill-opacity="0.82"/>`,
      );
    }
  }
  const finSpots = (cx: number, cy: number, count: number, spanX: number, spanY: number): string => {
    const marks: string[] = [];
    for (let i = 0; i < count; i += 1) {
      marks.push(
        `<circle cx="${(cx + (random() - 0.5) * spanX).toFixed(1)}" cy="${(cy + (random() - 0.5) * spanY).toFixed(1)}" r="${(3 + random() * 3).toFixed(1)}" fill="#3b2a14" fill-opacity="0.55"/>`,
      );
    }
    return marks.join('');
  };
  const tail = 'M766,-30 C805,-52 852,-92 908,-118 C898,-62 882,-26 862,0 C882,26 898,62 908,118 C852,92 805,52 766,30 Z';
  const dorsal = 'M598,-73 C612,-122 650,-148 690,-138 C722,-128 742,-82 738,-44 Z';
  const anal = 'M608,75 C628,122 664,142 700,132 C726,120 742,82 740,44 Z';
  const pectoral = 'M196,40 C232,72 272,98 304,94 C292,76 252,52 216,37 Z';
  const pelvic = 'M420,82 C452,114 492,128 518,120 C502,100 472,86 452,79 Z';
  const finColour = '#a4652c';
  const defs = bodyDefs('pike', body, [
    [0, '#33461d'],
    [0.3, '#5e7a2e'],
    [0.62, '#93a55a'],
    [0.8, '#d8d9a8'],
    [1, '#f2efd6'],
  ]);
  const svg = `<g transform="translate(150 600) rotate(-3)">
    ${shadow(body)}
    <path d="${tail}" ${finStyle(finColour)}/>
    ${rays(spread([780, -26], [780, 26], 9), [
      [902, -112],
      [895, -84],
      [884, -56],
      [872, -28],
      [860, 0],
      [872, 28],
      [884, 56],
      [895, 84],
      [902, 112],
    ])}
    <g clip-path="url(#pike-tail)">${finSpots(840, 0, 16, 110, 190)}</g>
    <path d="${dorsal}" ${finStyle(finColour)}/>
    ${fanRays([668, -50], spread([612, -110], [736, -60], 7))}
    <path d="${anal}" ${finStyle(finColour)}/>
    ${fanRays([676, 54], spread([620, 104], [738, 62], 7))}
    <path d="${pelvic}" ${finStyle(finColour, 0.85)}/>
    ${bodyShading(
      'pike',
      body,
      `${spots.join('')}
      <path d="M150,-44 C120,-10 118,40 160,58 L100,58 L0,6 L0,-20 Z" fill="#dbe0a8" fill-opacity="0.25"/>
      <path d="M200,-4 C380,-14 560,-8 770,-2" stroke="#e9e5c0" stroke-opacity="0.35" stroke-width="2" fill="none"/>`,
    )}
    <path d="M178,-40 C206,-10 206,30 184,54" stroke="#1f2414" stroke-opacity="0.5" stroke-width="3" fill="none"/>
    <path d="M2,3 C30,8 70,13 104,14" stroke="#1f2414" stroke-opacity="0.75" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="${pectoral}" ${finStyle(finColour, 0.8)}/>
    ${eye(120, -22, 13, '#d9b443')}
  </g>`;
  return { svg, defs: `${defs}<clipPath id="pike-tail"><path d="${tail}"/></clipPath>` };
}

function walleye(): { svg: string; defs: string } {
  const body =
    'M0,-4 C40,-40 100,-70 180,-86 C300,-108 440,-100 540,-78 C600,-64 640,-50 668,-38 L668,38 C632,50 582,70 520,84 C420,104 280,104 180,86 C100,70 40,40 0,10 Z';
  const tail = 'M660,-36 C702,-60 752,-100 806,-126 C810,-70 794,-30 774,0 C794,30 810,70 806,126 C752,100 702,60 660,36 Z';
  const spiny = spinyFin([226, -96], [430, -96], [42, 72, 88, 94, 90, 82, 70, 56, 40, 26], 14);
  const soft = 'M446,-94 C460,-150 500,-166 540,-150 C566,-136 582,-100 586,-70 Z';
  const anal = 'M478,95 C498,140 538,152 568,140 C590,126 600,96 596,68 Z';
  const pelvic = 'M222,96 C240,142 282,158 308,150 C292,126 266,106 250,95 Z';
  const pectoral = 'M186,24 C222,56 266,72 298,64 C278,46 242,28 212,18 Z';
  const finColour = '#a88a45';
  const random = seededRandom(47);
  const saddles: string[] = [];
  for (const x of [150, 250, 350, 450, 545, 625]) {
    const width = 34 + random() * 18;
    saddles.push(
      `<path d="M${x - width},-120 C${x - width * 0.6},-40 ${x - width * 0.3},-10 ${x},${(-20 + random() * 30).toFixed(1)} C${x + width * 0.3},-10 ${x + width * 0.6},-40 ${x + width},-120 Z" fill="#3a3418" fill-opacity="0.38"/>`,
    );
  }
  const speckles: string[] = [];
  for (let i = 0; i < 90; i += 1) {
    speckles.push(
      `<circle cx="${(120 + random() * 540).toFixed(1)}" cy="${(-90 + random() * 120).toFixed(1)}" r="${(1.5 + random() * 2.5).toFixed(1)}" fill="#f4dc8e" fill-opacity="0.35"/>`,
    );
  }
  const defs = `${bodyDefs('walleye', body, [
    [0, '#4c4a22'],
    [0.25, '#8a7430'],
    [0.5, '#c9a24c'],
    [0.72, '#e6cf92'],
    [1, '#f6f0de'],
  ])}
  <clipPath id="walleye-tail"><path d="${tail}"/></clipPath>
  <clipPath id="walleye-anal"><path d="${anal}"/></clipPath>
  <clipPath id="walleye-spiny"><path d="${spiny.path}"/></clipPath>
  <radialGradient id="glassy" cx="0.4" cy="0.35" r="0.7">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>
    <stop offset="0.45" stop-color="#dfe8e6" stop-opacity="0.55"/>
    <stop offset="1" stop-color="#9fb2ae" stop-opacity="0.2"/>
  </radialGradient>`;
  const svg = `<g transform="translate(165 585) scale(1.12) rotate(-4)">
    ${shadow(body)}
    <path d="${tail}" ${finStyle(finColour)}/>
    <g clip-path="url(#walleye-tail)">
      <path d="M740,78 C770,86 800,96 830,110 L830,140 L700,140 Z" fill="#fbfaf2"/>
    </g>
    ${rays(spread([676, -30], [676, 30], 9), [
      [800, -120],
      [795, -90],
      [788, -60],
      [780, -30],
      [772, 0],
      [780, 30],
      [788, 60],
      [795, 90],
      [800, 120],
    ])}
    <path d="${spiny.path}" ${finStyle('#8c7840', 0.85)}/>
    <g clip-path="url(#walleye-spiny)"><ellipse cx="412" cy="-108" rx="30" ry="22" fill="#1e1a0e" fill-opacity="0.7"/></g>
    ${spiny.rays}
    <path d="${soft}" ${finStyle(finColour, 0.85)}/>
    ${fanRays([520, -80], spread([462, -140], [584, -76], 7))}
    <path d="${anal}" ${finStyle(finColour, 0.9)}/>
    <g clip-path="url(#walleye-anal)"><path d="M480,98 C498,140 528,152 560,146" stroke="#fbfaf2" stroke-width="22" fill="none"/></g>
    ${fanRays([540, 80], spread([498, 130], [594, 78], 6))}
    <path d="${pelvic}" ${finStyle('#c9b27a', 0.85)}/>
    ${bodyShading(
      'walleye',
      body,
      `${saddles.join('')}${speckles.join('')}
      <path d="M190,-30 C350,-40 520,-28 664,-4" stroke="#f6e6b0" stroke-opacity="0.35" stroke-width="2" fill="none"/>`,
    )}
    <path d="M168,-78 C196,-30 198,34 170,82" stroke="#2a2412" stroke-opacity="0.5" stroke-width="3" fill="none"/>
    <path d="M124,-30 C150,0 150,40 126,66" stroke="#2a2412" stroke-opacity="0.3" stroke-width="2" fill="none"/>
    <path d="M2,3 C30,12 66,22 98,26" stroke="#2a2412" stroke-opacity="0.8" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="${pectoral}" ${finStyle('#c9a85c', 0.75)}/>
    ${eye(80, -30, 22, '#cfd8cf', true)}
  </g>`;
  return { svg, defs };
}

function perch(): { svg: string; defs: string } {
  const body =
    'M0,-6 C30,-40 90,-90 170,-118 C260,-148 360,-140 440,-112 C490,-92 520,-66 542,-44 L542,44 C516,60 480,80 430,96 C340,122 220,122 150,100 C80,78 30,40 0,8 Z';
  const tail = 'M532,-42 C572,-70 612,-100 654,-116 C660,-64 644,-28 626,0 C644,28 660,64 654,116 C612,100 572,70 532,42 Z';
  const spiny = spinyFin([166, -118], [344, -138], [54, 92, 106, 104, 96, 82, 64, 44, 28], 12);
  const soft = 'M350,-138 C370,-190 410,-202 446,-186 C472,-170 486,-136 490,-96 Z';
  const anal = 'M398,104 C414,152 446,164 472,152 C490,140 498,110 492,80 Z';
  const pelvic = 'M164,100 C180,152 212,172 242,166 C232,140 212,116 196,102 Z';
  const pectoral = 'M130,14 C166,46 206,62 238,56 C218,36 182,18 152,8 Z';
  const bars: string[] = [];
  const random = seededRandom(59);
  const barXs = [150, 210, 268, 324, 378, 430, 482, 530];
  barXs.forEach((x, i) => {
    const width = 16 + random() * 8;
    const reach = 40 + random() * 40 - (i % 2) * 18;
    bars.push(
      `<path d="M${x - width},-160 C${x - width * 0.8},-60 ${x - width * 0.35},${reach - 20} ${x},${reach.toFixed(1)} C${x + width * 0.35},${reach - 20} ${x + width * 0.8},-60 ${x + width},-160 Z" fill="#2f3a12" fill-opacity="0.62"/>`,
    );
  });
  const defs = `<clipPath id="perch-spiny"><path d="${spiny.path}"/></clipPath>${bodyDefs('perch', body, [
    [0, '#3a5220'],
    [0.22, '#7f9430'],
    [0.45, '#d8b92f'],
    [0.7, '#f0d45c'],
    [1, '#f8f0cf'],
  ])}`;
  const redFin = '#e0572a';
  const svg = `<g transform="translate(200 610) scale(1.22) rotate(-3)">
    ${shadow(body)}
    <path d="${tail}" ${finStyle('#b59a3a', 0.9)}/>
    ${rays(spread([546, -28], [546, 28], 9), [
      [650, -110],
      [645, -82],
      [638, -54],
      [632, -26],
      [626, 0],
      [632, 26],
      [638, 54],
      [645, 82],
      [650, 110],
    ])}
    <path d="${spiny.path}" ${finStyle('#a9a24a', 0.85)}/>
    <g clip-path="url(#perch-spiny)"><ellipse cx="326" cy="-150" rx="26" ry="20" fill="#1c1a0c" fill-opacity="0.7"/></g>
    ${spiny.rays}
    <path d="${soft}" ${finStyle('#b9a845', 0.85)}/>
    ${fanRays([420, -118], spread([368, -180], [488, -100], 7))}
    <path d="${anal}" ${finStyle(redFin, 0.92)}/>
    ${fanRays([446, 92], spread([412, 140], [492, 86], 6))}
    <path d="${pelvic}" ${finStyle(redFin, 0.92)}/>
    ${fanRays([182, 104], spread([186, 156], [238, 162], 5))}
    ${bodyShading(
      'perch',
      body,
      `${bars.join('')}
      <path d="M150,-40 C300,-60 430,-44 540,-4" stroke="#f6e7a0" stroke-opacity="0.35" stroke-width="2" fill="none"/>`,
    )}
    <path d="M120,-86 C150,-40 150,40 118,86" stroke="#2a2412" stroke-opacity="0.5" stroke-width="3" fill="none"/>
    <path d="M2,2 C16,6 32,10 44,12" stroke="#2a2412" stroke-opacity="0.8" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="${pectoral}" ${finStyle('#e89a4a', 0.72)}/>
    ${eye(64, -38, 20, '#e3b53a')}
  </g>`;
  return { svg, defs };
}

export function drawSeedImageSvg(species: SeedSpecies): string {
  const fish = species === 'northern-pike' ? pike() : species === 'walleye' ? walleye() : perch();
  return scene(species, fish.svg, fish.defs);
}

export async function main(outputDirectory = path.resolve('adapters/seed/images')): Promise<void> {
  await mkdir(outputDirectory, { recursive: true });
  for (const species of SEED_SPECIES) {
    const target = path.join(outputDirectory, `${species}.jpg`);
    const info = await sharp(Buffer.from(drawSeedImageSvg(species)))
      .resize(WIDTH, HEIGHT)
      .jpeg({ quality: 72, mozjpeg: true })
      .toFile(target);
    console.log(`${target}: ${info.size} bytes`);
  }
}

if (require.main === module) {
  main(process.argv[2] ? path.resolve(process.argv[2]) : undefined).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
