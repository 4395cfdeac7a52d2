import { GLASS, METAL, SOLE, turned, type Drawing } from './palette';

/** Phones and electronics: the front shows the screen or controls, the back its own face. */

const lens = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${GLASS}"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 4}" fill="#94a3b8" stroke="none"/>`;
/** A wallpaper in the product's colours on a dark screen. */
const wallpaper = (
  p: { main: string; light: string },
  x: number,
  y: number,
  w: number,
  h: number,
) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${GLASS}"/><path d="M${x} ${y + h * 0.6}q${w / 2} -${h / 3} ${w} 0v${h * 0.4 - 3}q0 3-3 3H${x + 3}q-3 0-3-3z" fill="${p.main}" stroke="none"/><path d="M${x} ${y + h * 0.75}q${w / 2} -${h / 4} ${w} 0" fill="none" stroke="${p.light}"/>`;

export const smartphone: Drawing = (p, back) =>
  back
    ? `<rect x="30" y="8" width="40" height="84" rx="7"/><rect x="35" y="13" width="16" height="24" rx="5" fill="${p.dark}"/>${lens(43, 19, 3.5)}${lens(43, 30, 3.5)}<circle cx="58" cy="18" r="1.5" fill="${SOLE}"/>`
    : `<rect x="30" y="8" width="40" height="84" rx="7" fill="${GLASS}"/>${wallpaper(p, 32.5, 10.5, 35, 79)}<circle cx="50" cy="15" r="1.6" fill="#000"/><path d="M70.5 26v10M29.5 24v6" fill="none" stroke="${p.main}" stroke-width="1.5"/>`;

export const featurePhone: Drawing = (p, back) =>
  back
    ? `<rect x="30" y="10" width="40" height="80" rx="8"/><rect x="36" y="40" width="28" height="42" rx="3" fill="${p.dark}"/>${lens(50, 22, 3)}`
    : `<rect x="30" y="10" width="40" height="80" rx="8"/><rect x="35" y="16" width="30" height="24" rx="2" fill="${GLASS}"/>` +
      `<rect x="36" y="18" width="28" height="20" fill="${p.light}" opacity=".35" stroke="none"/><rect x="44" y="44" width="12" height="6" rx="3" fill="${SOLE}"/>` +
      [54, 62, 70, 78]
        .map((y) =>
          [39, 50, 61]
            .map((x) => `<rect x="${x - 4}" y="${y}" width="8" height="5" rx="2" fill="${SOLE}"/>`)
            .join(''),
        )
        .join('');

export const phoneCase: Drawing = (p, back) =>
  back
    ? turned(
        `<rect x="28" y="6" width="44" height="88" rx="9"/><rect x="32" y="10" width="18" height="26" rx="5" fill="#fff" stroke-dasharray="2 1"/><path d="M28 30h-2v12h2" fill="none"/>`,
      )
    : `<rect x="28" y="6" width="44" height="88" rx="9"/><rect x="32" y="10" width="18" height="26" rx="5" fill="#fff"/><path d="M28 14q0-8 8-8M72 86q0 8-8 8" fill="none" stroke="${p.light}" stroke-width="2"/>`;

export const powerBank: Drawing = (p, back) =>
  back
    ? `<path d="M22 34l30-14 28 12v36l-30 14-28-12z"/><path d="M22 34l28 12 30-14M50 46v36" fill="none"/><rect x="30" y="50" width="10" height="4" fill="${GLASS}" transform="rotate(24 35 52)"/>`
    : `<rect x="26" y="12" width="48" height="76" rx="8"/><path d="M36 76h28" fill="none" stroke="${p.light}" stroke-width="3"/>` +
      [40, 46, 52, 58]
        .map((x, i) => `<circle cx="${x + 3}" cy="24" r="2" fill="${i < 3 ? '#22c55e' : GLASS}"/>`)
        .join('');

export const charger: Drawing = (p, back) =>
  back
    ? `<rect x="30" y="30" width="40" height="50" rx="6"/><rect x="40" y="40" width="20" height="8" rx="3" fill="${GLASS}"/><rect x="42" y="58" width="16" height="6" rx="1" fill="${GLASS}"/>`
    : `<rect x="30" y="36" width="40" height="50" rx="6"/><path d="M42 36V18M58 36V18" fill="none" stroke="${METAL}" stroke-width="4" stroke-linecap="round"/><path d="M36 78h28" fill="none" stroke="${p.light}"/>`;

export const carCharger: Drawing = (p, back) =>
  `<path d="M38 40h24l-4 40H42z"/><rect x="45" y="80" width="10" height="8" fill="${METAL}"/><path d="M36 50h-3M64 50h3" fill="none" stroke="${METAL}" stroke-width="3"/>` +
  (back
    ? `<circle cx="50" cy="34" r="14" fill="${p.dark}"/><circle cx="50" cy="34" r="4" fill="#60a5fa"/>`
    : `<rect x="30" y="18" width="40" height="22" rx="5"/><rect x="36" y="25" width="12" height="6" rx="1" fill="${GLASS}"/><rect x="52" y="25" width="12" height="6" rx="3" fill="${GLASS}"/>`);

export const cable: Drawing = (p, back) =>
  `<path d="M20 30q30-10 50 6t-6 36q-20 14-40 0t4-26q14-8 30 0" fill="none" stroke="${p.main}" stroke-width="4"/>` +
  (back
    ? `<rect x="12" y="22" width="14" height="10" rx="2"/><rect x="58" y="44" width="12" height="9" rx="4"/>`
    : `<rect x="10" y="24" width="12" height="16" rx="2" transform="rotate(-20 16 32)"/><rect x="12" y="18" width="8" height="6" fill="${METAL}" transform="rotate(-20 16 32)"/><rect x="50" y="44" width="10" height="14" rx="3"/><rect x="52" y="58" width="6" height="4" rx="1.5" fill="${METAL}"/>`);

export const screenGuard: Drawing = (p, back) =>
  `<rect x="24" y="14" width="40" height="76" rx="6" fill="${GLASS}"/>` +
  `<rect x="${back ? 30 : 38}" y="${back ? 8 : 6}" width="40" height="76" rx="6" fill="#e0f2fe" opacity=".75" transform="rotate(${back ? -4 : 8} 58 44)"/>` +
  `<path d="M44 20l14-8M46 30l20-12" fill="none" stroke="#fff" stroke-width="2"/><rect x="60" y="70" width="10" height="10" rx="2" fill="${p.main}"/>`;

export const laptop: Drawing = (p, back) =>
  back
    ? `<path d="M20 20h60l4 56H16z"/><circle cx="50" cy="46" r="6" fill="${p.light}"/><path d="M12 76h76l-4 6H16z" fill="${p.dark}"/>`
    : `<rect x="20" y="16" width="60" height="42" rx="3"/>${wallpaper(p, 23, 19, 54, 36)}<path d="M10 60h80l6 16H4z" fill="${p.light}"/>` +
      `<path d="M14 64h72M12 68h76M10 72h80" fill="none" stroke-dasharray="2 1"/><rect x="42" y="73" width="16" height="3" rx="1" fill="${p.main}"/>`;

export const earbuds: Drawing = (p, back) =>
  back
    ? `<rect x="22" y="36" width="56" height="40" rx="20"/><path d="M22 54h56" fill="none"/><circle cx="50" cy="64" r="2" fill="#22c55e"/>`
    : `<path d="M18 50h64v18q0 18-32 18T18 68z"/><path d="M18 50q0-18 32-18t32 18" fill="${p.light}"/>` +
      `<path d="M30 22q-4 14 4 20l4 18h6l-2-20q4-10-2-18z" fill="${p.main}"/><path d="M70 22q4 14-4 20l-4 18h-6l2-20q-4-10 2-18z" fill="${p.main}"/>`;

export const headphones: Drawing = (p, back) =>
  `<path d="M22 60V46q0-32 28-32t28 32v14" fill="none" stroke-width="6" stroke="${p.main}"/>` +
  (back
    ? `<ellipse cx="26" cy="66" rx="10" ry="16"/><ellipse cx="74" cy="66" rx="10" ry="16"/><ellipse cx="74" cy="66" rx="5" ry="9" fill="${GLASS}"/>`
    : `<rect x="14" y="52" width="18" height="30" rx="8"/><rect x="68" y="52" width="18" height="30" rx="8"/><rect x="28" y="56" width="6" height="22" rx="3" fill="${GLASS}"/><rect x="66" y="56" width="6" height="22" rx="3" fill="${GLASS}"/>`);

export const watch: Drawing = (p, back) =>
  `<path d="M38 6h24l-2 22H40zM40 72h20l2 22H38z"/>` +
  (back
    ? `<rect x="30" y="26" width="40" height="48" rx="14" fill="${METAL}"/><circle cx="50" cy="50" r="10" fill="${GLASS}"/><circle cx="46" cy="50" r="1.5" fill="#22c55e"/><circle cx="54" cy="50" r="1.5" fill="#ef4444"/>`
    : `<rect x="28" y="24" width="44" height="52" rx="12" fill="${GLASS}"/><circle cx="50" cy="50" r="13" fill="none" stroke="#ef4444" stroke-width="3" stroke-dasharray="60 30"/>` +
      `<circle cx="50" cy="50" r="8" fill="none" stroke="#22c55e" stroke-width="3" stroke-dasharray="30 30"/><path d="M72 42h3v8h-3" fill="${METAL}"/>`);

export const speaker: Drawing = (p, back) =>
  `<rect x="14" y="30" width="72" height="44" rx="22"/>` +
  (back
    ? `<rect x="40" y="44" width="20" height="14" rx="3" fill="${GLASS}"/><circle cx="46" cy="51" r="2" fill="${SOLE}"/>`
    : Array.from(
        { length: 5 },
        (_, i) =>
          `<path d="M${24 + i * 13} 36v32" fill="none" stroke="${p.dark}" stroke-width="2.5"/>`,
      ).join('') + `<rect x="30" y="72" width="40" height="5" rx="2" fill="${GLASS}"/>`);

export const soundbar: Drawing = (p, back) =>
  `<rect x="6" y="40" width="88" height="16" rx="6"/>` +
  (back
    ? `<rect x="40" y="44" width="20" height="8" fill="${GLASS}"/>`
    : `<path d="M12 48h76" fill="none" stroke="${p.dark}" stroke-width="6" stroke-dasharray="1 2"/>`) +
  `<rect x="64" y="58" width="26" height="32" rx="4" fill="${p.dark}"/><circle cx="77" cy="74" r="8" fill="${GLASS}"/>`;

export const tv: Drawing = (p, back) =>
  back
    ? `<rect x="8" y="14" width="84" height="54" rx="2"/><rect x="30" y="24" width="40" height="30" rx="3" fill="${p.dark}"/><path d="M34 30h32M34 36h32M34 42h32" fill="none" stroke="${p.light}"/><path d="M44 68l-6 16h24l-6-16" fill="${METAL}"/>`
    : `<rect x="6" y="14" width="88" height="56" rx="2"/>${wallpaper(p, 8, 16, 84, 52)}<path d="M22 70l-6 12M78 70l6 12" fill="none" stroke-width="2.5"/>`;

export const camera: Drawing = (p, back) =>
  back
    ? `<path d="M12 34h18l6-8h16l6 8h30v46H12z"/><rect x="20" y="40" width="38" height="32" rx="2" fill="${GLASS}"/><circle cx="74" cy="50" r="5" fill="${p.dark}"/><circle cx="74" cy="66" r="3" fill="${p.dark}"/>`
    : `<path d="M12 34h18l6-8h16l6 8h30v46H12z"/><path d="M12 34h14v46H12z" fill="${p.dark}"/><circle cx="52" cy="56" r="20" fill="${GLASS}"/>` +
      `<circle cx="52" cy="56" r="13" fill="#334155"/><circle cx="47" cy="51" r="4" fill="#94a3b8" stroke="none"/><rect x="70" y="28" width="8" height="4" fill="${METAL}"/>`;

/** A party speaker: a tall tower with two woofers in light rings and a handle on top. */
export const partySpeaker: Drawing = (p, back) =>
  `<rect x="26" y="12" width="48" height="80" rx="5"/><path d="M40 12v-5h20v5" fill="none" stroke-width="3"/>` +
  (back
    ? `<rect x="34" y="24" width="32" height="20" rx="2" fill="${p.dark}"/>` +
      [38, 46, 54, 62].map((x) => `<circle cx="${x}" cy="34" r="1.6" fill="${METAL}"/>`).join('') +
      `<circle cx="34" cy="92" r="4" fill="${GLASS}"/><circle cx="66" cy="92" r="4" fill="${GLASS}"/>`
    : [
        [34, 11, '#f472b6'],
        [68, 14, '#60a5fa'],
      ]
        .map(
          ([y, r, ring]) =>
            `<circle cx="50" cy="${y}" r="${Number(r) + 2}" fill="none" stroke="${ring}" stroke-width="2"/><circle cx="50" cy="${y}" r="${r}" fill="${GLASS}"/><circle cx="50" cy="${y}" r="${Number(r) / 3}" fill="#475569"/>`,
        )
        .join('') + `<rect x="36" y="49" width="28" height="4" rx="2" fill="${p.light}"/>`);

/** An action camera: a small box with an offset lens, a tiny front screen and a mount below. */
export const actionCamera: Drawing = (p, back) =>
  `<rect x="22" y="28" width="56" height="42" rx="7"/><path d="M42 70h16v10H42z" fill="${p.dark}"/><circle cx="50" cy="80" r="2.5" fill="${METAL}"/>` +
  (back
    ? `<rect x="27" y="33" width="46" height="32" rx="3" fill="${GLASS}"/><path d="M31 56l8-8 6 6 6-8 10 10" fill="none" stroke="#38bdf8"/>`
    : `<rect x="28" y="36" width="16" height="14" rx="2" fill="${GLASS}"/><rect x="50" y="34" width="22" height="22" rx="5" fill="${p.dark}"/>${lens(61, 45, 8)}<rect x="62" y="24" width="10" height="4" fill="${METAL}"/>`);

/** An instant camera: a chunky rounded body, a big lens, the flash, and a print sliding out on top. */
export const instantCamera: Drawing = (p, back) =>
  `<rect x="32" y="6" width="36" height="22" fill="${SOLE}"/><rect x="35" y="9" width="30" height="16" fill="#fcd34d" stroke="none"/>` +
  `<rect x="12" y="22" width="76" height="64" rx="14"/>` +
  (back
    ? `<rect x="24" y="34" width="52" height="40" rx="4" fill="${p.light}"/><rect x="62" y="28" width="10" height="8" rx="2" fill="${GLASS}"/><circle cx="32" cy="40" r="2" fill="${p.dark}"/>`
    : `<circle cx="50" cy="58" r="20" fill="${p.light}"/>${lens(50, 58, 12)}<rect x="18" y="28" width="16" height="10" rx="2" fill="#f8fafc"/><rect x="64" y="30" width="8" height="8" rx="2" fill="${GLASS}"/>`);
