/**
 * Catalogue pictures drawn locally as SVG: one distinct picture per product and colour, from
 * the name in its URL, so the shop needs no image files and no network. The same URL always
 * gives the same bytes, which is why they can be cached for a year.
 */

export const COLOURS: Record<string, string> = {
  black: '#222831', white: '#f5f5f4', blue: '#2563eb', navy: '#1e3a8a', red: '#dc2626',
  maroon: '#7f1d1d', green: '#16a34a', olive: '#65a30d', grey: '#6b7280', pink: '#ec4899',
  yellow: '#eab308', beige: '#d6c7a1', purple: '#7c3aed', silver: '#c0c4cc', gold: '#c9a227',
  brown: '#92400e', orange: '#ea580c', teal: '#0d9488', mustard: '#ca8a04', lavender: '#a78bfa',
  cream: '#f3ead3', peach: '#fdba74', wine: '#881337', mint: '#6ee7b7', graphite: '#3f3f46',
};

/** Simple silhouettes by kind of goods (24x24 viewBox paths). */
const SHAPES: Record<string, string> = {
  shirt: 'M8 3l-5 3 2 4 2-1v12h10V9l2 1 2-4-5-3c-.5 1.5-2 2.5-4 2.5S8.5 4.5 8 3z',
  dress: 'M9 2h6l-1 5 5 14H5l5-14z',
  shoe: 'M2 15c0-2 1-5 3-5l3 1 3 3 8 1c2 .5 3 1.5 3 3v1H2z',
  phone: 'M7 2h10a1 1 0 011 1v18a1 1 0 01-1 1H7a1 1 0 01-1-1V3a1 1 0 011-1zm1 2v15h8V4z',
  laptop: 'M4 5h16v10H4zM2 17h20l-1 2H3z',
  kitchen: 'M4 9h16v2a6 6 0 01-6 6h-4a6 6 0 01-6-6zm-2 0h2m16 0h2M9 6c0-1 1-1 1-2m3 2c0-1 1-1 1-2',
  beauty: 'M10 2h4v4h-4zM8 7h8l1 14H7z',
  toy: 'M12 3a4 4 0 110 8 4 4 0 010-8zm-6 9h12l2 9H4z',
  bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 016 0v2',
  watch: 'M9 2h6v4H9zm0 16h6v4H9zM12 6a6 6 0 110 12 6 6 0 010-12z',
  banner: 'M3 12l6-6 4 4 3-3 5 5v7H3z',
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function titleCase(slug: string): string {
  return slug.split('-').filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}

/** Splits 'Kurta Set' into lines of at most `width` characters, at most 3 lines. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/**
 * key: '{shape}--{label-slug}[--{colour}]', e.g. 'phone--nova-x5-pro--blue'. Unknown shapes
 * and colours still draw (a neutral shape, a hue from the label's hash).
 */
export function drawPicture(kind: string, key: string, lite = false): string | null {
  if (!/^[a-z0-9-]{1,200}$/.test(key) || !/^[a-z]{1,20}$/.test(kind)) return null;
  const [shapeName = 'bag', label = key, colourName = ''] = key.split('--');
  const h = hash(key);
  const colour = COLOURS[colourName] ?? `hsl(${h % 360} 65% 50%)`;
  const backdrop = `hsl(${(h >> 9) % 360} 45% 94%)`;
  const shape = SHAPES[shapeName] ?? SHAPES.bag!;
  const wide = kind === 'banner';
  const [w, hgt] = wide ? [1200, 400] : lite ? [200, 200] : [600, 600];
  // 'allen-solly-shirt-p12-back' -> 'Allen Solly Shirt', drawn mirrored as the back view.
  const back = /-back$/.test(label);
  const name = titleCase(label.replace(/-back$/, '').replace(/-p\d+$/, ''));
  const lines = wrap(name, wide ? 28 : 18);
  // Banners carry their heading as text over the picture, so the picture itself has none.
  // The lite picture (data saver) is the silhouette alone, drawn at 200 px instead of 600.
  const text = wide || lite
    ? ''
    : lines
    .map((line, i) => `<text x="${w / 2}" y="${hgt * (wide ? 0.78 : 0.8) + i * 36}" font-size="30">${escapeXml(line)}</text>`)
    .join('');
  const scale = wide ? 9 : lite ? 6 : 14;
  const iconX = (wide ? w * 0.75 : w / 2) - 12 * scale;
  const iconY = wide ? 90 : lite ? 28 : 50;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">
<rect width="100%" height="100%" fill="${backdrop}"/>
${lite ? '' : `<circle cx="${iconX + 12 * scale}" cy="${iconY + 12 * scale}" r="${11 * scale}" fill="#ffffff" opacity="0.7"/>`}
<path d="${shape}" transform="translate(${back ? iconX + 24 * scale : iconX} ${iconY}) scale(${back ? -scale : scale} ${scale})" fill="${colour}" stroke="#1f2937" stroke-width="${0.6 / (scale / 10)}" stroke-linejoin="round"/>
<g font-family="system-ui, sans-serif" font-weight="600" fill="#1f2937" text-anchor="middle">${text}</g>
</svg>`;
}

/** The URL of a picture, as the seed stores it. */
export function pictureUrl(kind: 'product' | 'category' | 'banner' | 'seller', shape: string, label: string, colour?: string): string {
  const parts = [shape, label, colour?.toLowerCase()].filter(Boolean).join('--');
  return `/images/${kind}/${parts}.svg`;
}
