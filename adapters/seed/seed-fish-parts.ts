// Every fish is drawn facing left in its own frame (snout at the origin,
// body along +x) and placed with a transform, so the shared shading parts
// below work for all three.
export function finStyle(fill: string, opacity = 0.9): string {
  return `fill="${fill}" fill-opacity="${opacity}" stroke="#2b2a1a" stroke-opacity="0.45" stroke-width="2"`;
}

export function rays(from: [number, number][], to: [number, number][], colour = '#2b2a1a'): string {
  return from
    .map(
      ([x1, y1], i) =>
        `<line x1="${x1}" y1="${y1}" x2="${to[i]![0]}" y2="${to[i]![1]}" stroke="${colour}" stroke-opacity="0.35" stroke-width="1.6"/>`,
    )
    .join('');
}

export function fanRays(base: [number, number], tips: [number, number][]): string {
  return rays(
    tips.map(() => base),
    tips,
  );
}

export function spread(start: [number, number], end: [number, number], count: number): [number, number][] {
  const result: [number, number][] = [];
  for (let i = 0; i < count; i += 1) {
    const t = count === 1 ? 0 : i / (count - 1);
    result.push([+(start[0] + (end[0] - start[0]) * t).toFixed(1), +(start[1] + (end[1] - start[1]) * t).toFixed(1)]);
  }
  return result;
}

// A spiny dorsal is drawn as spines with membrane dipping between their
// tips; a smooth outline reads as a soft fin and loses the species.
export function spinyFin(start: [number, number], end: [number, number], heights: number[], lean: number): { path: string; rays: string } {
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

export function bodyShading(id: string, bodyPath: string, extras: string): string {
  return `<g clip-path="url(#${id}-clip)">
    <path d="${bodyPath}" fill="url(#${id}-body)"/>
    ${extras}
    <path d="${bodyPath}" fill="url(#${id}-sheen)"/>
  </g>
  <path d="${bodyPath}" fill="none" stroke="#1f2414" stroke-opacity="0.55" stroke-width="2.5"/>`;
}

export function bodyDefs(id: string, bodyPath: string, stops: [number, string][]): string {
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

export function eye(cx: number, cy: number, r: number, iris: string, glassy = false): string {
  const pupil = r * (glassy ? 0.5 : 0.55);
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${r + 3}" fill="#1d1d14" fill-opacity="0.35"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${iris}"/>
    ${glassy ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#glassy)"/>` : ''}
    <circle cx="${cx + r * 0.08}" cy="${cy + r * 0.05}" r="${pupil}" fill="#111111" fill-opacity="${glassy ? 0.75 : 1}"/>
    <circle cx="${cx - r * 0.3}" cy="${cy - r * 0.32}" r="${r * 0.22}" fill="#ffffff" fill-opacity="0.9"/>
  </g>`;
}

export function shadow(bodyPath: string): string {
  return `<path d="${bodyPath}" fill="#000000" fill-opacity="0.35" filter="url(#shadow)" transform="translate(18 40)"/>`;
}
