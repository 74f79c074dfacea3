import { seededRandom } from './seed-image-scene';
import { bodyDefs, bodyShading, eye, fanRays, finStyle, rays, shadow, spinyFin, spread } from './seed-fish-parts';

/* The three seed fish, each drawn from the shared parts of seed-fish-parts.ts. */

export function pike(): { svg: string; defs: string } {
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

export function walleye(): { svg: string; defs: string } {
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

export function perch(): { svg: string; defs: string } {
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
