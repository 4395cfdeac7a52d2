import { GLASS, GOLD, METAL, SOLE, type Drawing } from './palette';

/** Pans, sets, bottles and tableware: each by the outline it has on a kitchen shelf. */

/** A tawa: a wide, almost flat griddle with a short wooden handle. */
export const tawa: Drawing = (p, back) =>
  back
    ? `<circle cx="44" cy="50" r="32"/><circle cx="44" cy="50" r="22" fill="none" stroke="${p.light}"/><circle cx="44" cy="50" r="12" fill="none" stroke="${p.light}"/><path d="M75 46l16-3v8l-16 1z" fill="#92400e"/>`
    : `<ellipse cx="42" cy="60" rx="36" ry="10"/><ellipse cx="42" cy="58" rx="32" ry="7" fill="${p.light}"/><path d="M76 56l18-4v7l-18 4z" fill="#92400e"/>`;

/** A cookware set: a saucepan under a glass lid, a kadai and a frying pan in front. */
export const cookwareSet: Drawing = (p, back) =>
  back
    ? `<ellipse cx="50" cy="70" rx="40" ry="12"/><ellipse cx="50" cy="62" rx="32" ry="10" fill="${p.dark}"/><ellipse cx="50" cy="55" rx="24" ry="8"/>` +
      `<path d="M88 68l8-2M82 60l10-4M74 53l12-4" fill="none" stroke="${GLASS}" stroke-width="3"/>`
    : `<path d="M10 40h36v28q0 6-6 6H16q-6 0-6-6z"/><path d="M8 40q0-12 20-12t20 12z" fill="#e0f2fe" opacity=".85"/><circle cx="28" cy="26" r="3" fill="${GLASS}"/><path d="M46 48h10" fill="none" stroke="${GLASS}" stroke-width="3"/>` +
      `<path d="M54 44h38q-2 22-19 22T54 44z"/><path d="M54 46q-6-4-4-8M92 46q6-4 4-8" fill="none" stroke="${GLASS}" stroke-width="2.5"/>` +
      `<ellipse cx="40" cy="82" rx="26" ry="8"/><ellipse cx="40" cy="81" rx="21" ry="5" fill="${GLASS}"/><path d="M66 80l24-4v5l-24 4z" fill="${GLASS}"/>`;

/** A steel water bottle: a tall straight body, a screw cap with a carry loop. */
export const waterBottle: Drawing = (p, back) =>
  `<rect x="35" y="22" width="30" height="72" rx="9"/><rect x="37" y="8" width="26" height="16" rx="3" fill="${p.dark}"/>` +
  (back
    ? `<rect x="40" y="44" width="20" height="30" rx="2" fill="${SOLE}"/><path d="M43 52h14M43 58h14M43 64h10" fill="none" stroke="${p.dark}"/>`
    : `<path d="M58 10q10 4 4 12" fill="none" stroke="${p.dark}" stroke-width="3"/><rect x="35" y="30" width="30" height="4" fill="${METAL}"/><path d="M41 40v44" fill="none" stroke="${p.light}" stroke-width="3"/>`);

/** An insulated casserole: a round body, a domed lid with a knob, handles at the sides. */
export const casserole: Drawing = (p, back) =>
  `<path d="M14 50h72v20q0 16-16 16H30q-16 0-16-16z"/><path d="M8 56h6v8H8zM86 56h6v8h-6z" fill="${METAL}"/>` +
  (back
    ? `<ellipse cx="50" cy="50" rx="36" ry="8" fill="${METAL}"/><ellipse cx="50" cy="50" rx="26" ry="5" fill="#d6a15b"/><path d="M14 64h72" fill="none" stroke="${GOLD}" stroke-width="2"/>`
    : `<path d="M14 50q0-18 36-18t36 18z" fill="${p.light}"/><rect x="44" y="24" width="12" height="8" rx="3" fill="${METAL}"/><path d="M18 66h64M18 72h64" fill="none" stroke="${GOLD}" stroke-width="1.5"/>`);

const tumbler = (x: number, y: number, w: number, h: number, water: boolean) =>
  `<path d="M${x} ${y}h${w}l-3 ${h}H${x + 3}z" fill="#e0f2fe" opacity=".75" stroke="#64748b"/>` +
  (water
    ? `<path d="M${x + 1} ${y + h * 0.4}h${w - 2}l-2 ${h * 0.6 - 1}H${x + 3}z" fill="#7dd3fc" opacity=".6" stroke="none"/>`
    : '') +
  `<path d="M${x + 4} ${y + 4}v${h - 10}" fill="none" stroke="#fff" stroke-width="1.5"/>`;

/** A glass set: clear tumblers, some with water, their rims catching the light. */
export const glassSet: Drawing = (p, back) =>
  (back
    ? tumbler(22, 30, 24, 56, false) + tumbler(54, 30, 24, 56, true)
    : tumbler(12, 36, 22, 50, true) +
      tumbler(39, 28, 22, 58, false) +
      tumbler(66, 36, 22, 50, true)) +
  `<path d="M10 88h80" fill="none" stroke="${p.dark}" stroke-width="1.5"/>`;

/** Serving bowls: three nested bowls with a coloured rim. */
export const bowls: Drawing = (p, back) =>
  back
    ? [
        [8, 30],
        [42, 24],
        [70, 18],
      ]
        .map(
          ([x, w]) =>
            `<path d="M${x} 60h${w}q-2 ${w! / 2}-${w! / 2} ${w! / 2}T${x} 60z" fill="${SOLE}"/><path d="M${x} 60h${w}" fill="none" stroke="${p.main}" stroke-width="2.5"/>`,
        )
        .join('')
    : `<path d="M8 46h84q-4 40-42 40T8 46z" fill="${SOLE}"/><path d="M8 46h84" fill="none" stroke="${p.main}" stroke-width="3"/>` +
      `<path d="M22 40h56q-3 24-28 24T22 40z" fill="${SOLE}"/><path d="M22 40h56" fill="none" stroke="${p.main}" stroke-width="3"/>` +
      `<path d="M34 34h32q-2 14-16 14T34 34z" fill="${SOLE}"/><path d="M34 34h32" fill="none" stroke="${p.main}" stroke-width="3"/>`;
