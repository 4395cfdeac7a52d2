import { GLASS, GOLD, METAL, SOLE, turned, type Drawing } from './palette';

/** Kitchen, home and the children's shelf (toys and school things). */

export const pressureCooker: Drawing = (p, back) =>
  `<path d="M18 44h56v34q0 10-10 10H28q-10 0-10-10z"/><path d="M14 40q0-8 32-8t32 8z" fill="${METAL}"/><rect x="42" y="24" width="6" height="8" fill="${GLASS}"/>` +
  (back
    ? `<path d="M18 58h56" fill="none" stroke="${p.light}" stroke-width="2"/>`
    : `<path d="M74 38h20v6H74z" fill="${GLASS}"/><path d="M22 52q24 4 48 0" fill="none" stroke="${p.light}" stroke-width="2"/>`);

export const kadai: Drawing = (p, back) =>
  back
    ? `<circle cx="50" cy="52" r="34"/><circle cx="50" cy="52" r="26" fill="${GLASS}"/><path d="M16 52q-10 0-10-6M84 52q10 0 10-6" fill="none" stroke="${GLASS}" stroke-width="3"/>`
    : `<path d="M14 44h72q-4 36-36 36T14 44z"/><path d="M14 44q0 6 36 6t36-6" fill="${p.light}"/>` +
      `<path d="M14 46q-10 0-10-6t8-2M86 46q10 0 10-6t-8-2" fill="none" stroke="${GLASS}" stroke-width="3"/>`;

export const pan: Drawing = (p, back) =>
  back
    ? `<circle cx="44" cy="52" r="30"/><circle cx="44" cy="52" r="18" fill="${METAL}"/><path d="M72 44l24-8v6l-22 10z" fill="${GLASS}"/>`
    : `<ellipse cx="40" cy="56" rx="32" ry="14"/><ellipse cx="40" cy="54" rx="27" ry="10" fill="${GLASS}"/><path d="M72 52l24-6v6l-24 6z" fill="${GLASS}"/>`;

export const mixer: Drawing = (p, back) =>
  `<path d="M26 62h48l-4 28H30z"/><circle cx="50" cy="76" r="5" fill="${METAL}"/>` +
  (back
    ? `<path d="M34 20h32l-4 42H38z" fill="#e2e8f0" opacity=".8"/><path d="M40 24h20v6H40z" fill="${GLASS}"/>`
    : `<path d="M32 20h36l-4 42H36z" fill="#e2e8f0" opacity=".85"/><path d="M30 14h40v6H30z" fill="${GLASS}"/><path d="M68 28h8v22h-8" fill="none"/><path d="M42 54l16-8" fill="none" stroke="${METAL}" stroke-width="2"/>`);

export const kettle: Drawing = (p, back) =>
  `<path d="M28 30h40l6 54H22z"/><path d="M20 84h56v6H20z" fill="${GLASS}"/><path d="M28 30q20-10 40 0" fill="${p.light}"/>` +
  (back
    ? `<path d="M22 36q-14 10-4 34" fill="none" stroke="${GLASS}" stroke-width="5"/>`
    : `<path d="M68 34q16 8 6 36" fill="none" stroke="${GLASS}" stroke-width="5"/><path d="M28 38l-12-10" fill="none" stroke-width="5" stroke="${p.main}"/><rect x="44" y="50" width="4" height="22" fill="#bfdbfe"/>`);

export const bedsheet: Drawing = (p, back) =>
  back
    ? `<path d="M8 40h84v40H8z"/><path d="M12 30h34v12H12zM54 30h34v12H54z" fill="${SOLE}"/>` +
      [48, 58, 68]
        .map(
          (y) =>
            `<path d="M8 ${y}h84" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="6 4"/>`,
        )
        .join('') +
      `<path d="M8 80h84v6H8z" fill="${p.dark}"/>`
    : [72, 58, 44]
        .map(
          (y, i) =>
            `<path d="M16 ${y}h68v12H16z" fill="${i === 1 ? p.light : p.main}"/><path d="M20 ${y + 6}h60" fill="none" stroke="${SOLE}" stroke-dasharray="3 3"/>`,
        )
        .join('') + `<path d="M22 24h56q4 10 0 20H22q-4-10 0-20z" fill="${SOLE}"/>`;

export const clock: Drawing = (p, back) =>
  back
    ? `<circle cx="50" cy="50" r="36"/><circle cx="50" cy="50" r="26" fill="${p.dark}"/><rect x="40" y="42" width="20" height="14" fill="${GLASS}"/><circle cx="50" cy="20" r="2" fill="${SOLE}"/>`
    : `<circle cx="50" cy="50" r="38"/><circle cx="50" cy="50" r="31" fill="${SOLE}"/>` +
      Array.from(
        { length: 12 },
        (_, i) =>
          `<path d="M50 22v${i % 3 ? 3 : 6}" fill="none" transform="rotate(${i * 30} 50 50)"/>`,
      ).join('') +
      `<path d="M50 50V30M50 50l14 8" fill="none" stroke="${GLASS}" stroke-width="2.5"/><circle cx="50" cy="50" r="2.5" fill="${p.main}"/>`;

export const lamp: Drawing = (p, back) =>
  `<path d="M30 14h40l10 34H20z"/><path d="M48 48h4v34h-4z" fill="${back ? METAL : GOLD}"/><ellipse cx="50" cy="86" rx="18" ry="5" fill="${p.dark}"/>` +
  (back
    ? ''
    : `<path d="M34 48l-10 30M66 48l10 30" fill="none" stroke="#fde68a" stroke-width="3" opacity=".8"/>`);

export const jars: Drawing = (p, back) =>
  (back
    ? [
        [30, 34],
        [62, 34],
      ]
    : [
        [16, 26],
        [42, 32],
        [68, 38],
      ]
  )
    .map(
      ([x, h]) =>
        `<rect x="${x}" y="${86 - h!}" width="${back ? 30 : 22}" height="${h}" rx="3" fill="#e0f2fe" opacity=".85"/><rect x="${x! - 1}" y="${80 - h!}" width="${back ? 32 : 24}" height="7" rx="2"/>`,
    )
    .join('') +
  `<path d="M${back ? 34 : 20} 76h${back ? 22 : 14}" fill="none" stroke="${GOLD}" stroke-width="3"/>`;

export const plates: Drawing = (p, back) =>
  back
    ? `<ellipse cx="50" cy="70" rx="40" ry="12" fill="${SOLE}"/><ellipse cx="50" cy="64" rx="40" ry="12" fill="${SOLE}"/><ellipse cx="50" cy="58" rx="40" ry="12" fill="${SOLE}"/><ellipse cx="50" cy="58" rx="32" ry="8" fill="none" stroke="${p.main}" stroke-width="2"/>`
    : `<circle cx="42" cy="50" r="34" fill="${SOLE}"/><circle cx="42" cy="50" r="26" fill="none" stroke="${p.main}" stroke-width="3"/><circle cx="42" cy="50" r="30" fill="none" stroke="${p.light}"/>` +
      `<path d="M62 62h32q-2 22-16 22T62 62z" fill="${SOLE}"/><path d="M64 68h28" fill="none" stroke="${p.main}" stroke-width="3"/>`;

export const mugs: Drawing = (p, back) =>
  [20, 56]
    .map(
      (x, i) =>
        `<path d="M${x} 34h26v44q0 6-6 6H${x + 6}q-6 0-6-6z" fill="${i ? p.light : p.main}"/><path d="M${x + 26} 44q10 0 10 10t-10 10" fill="none" stroke-width="4"/>`,
    )
    .join('') +
  (back ? '' : `<path d="M24 50h18M60 50h18" fill="none" stroke="${SOLE}" stroke-width="2"/>`);

/** Toys and school things. */
export const blocks: Drawing = (p, back) =>
  (back
    ? [
        [30, 64, p.main],
        [50, 64, p.light],
        [40, 46, p.dark],
      ]
    : [
        [16, 66, p.main],
        [44, 66, p.light],
        [72, 66, p.dark],
        [30, 46, p.light],
        [58, 46, p.main],
        [44, 26, p.dark],
      ]
  )
    .map(
      ([x, y, c]) =>
        `<rect x="${x}" y="${y}" width="24" height="18" rx="1.5" fill="${c}"/><rect x="${Number(x) + 3}" y="${Number(y) - 4}" width="6" height="4" fill="${c}"/><rect x="${Number(x) + 15}" y="${Number(y) - 4}" width="6" height="4" fill="${c}"/>`,
    )
    .join('');

/** Four interlocking jigsaw pieces, one lifted out. */
export const puzzle: Drawing = (p, back) => {
  const piece = (x: number, y: number, c: string) =>
    `<path d="M${x} ${y}h10q0-6 5-6t5 6h10v10q6 0 6 5t-6 5v10H${x + 20}q0 6-5 6t-5-6H${x}V${y + 20}q-6 0-6-5t6-5z" fill="${c}"/>`;
  return back
    ? piece(18, 30, p.main) + piece(52, 44, p.light)
    : piece(14, 18, p.main) +
        piece(46, 18, p.light) +
        piece(14, 52, p.light) +
        `<g transform="rotate(14 70 70)">${piece(54, 56, p.dark)}</g>`;
};

export const rcCar: Drawing = (p, back) =>
  (back ? turned : (s: string) => s)(
    `<path d="M8 64q0-10 10-12l14-14h30l14 14q14 2 16 12v8H8z"/><path d="M36 42h24l8 10H30z" fill="#bfdbfe"/>` +
      `<circle cx="26" cy="74" r="9" fill="${GLASS}"/><circle cx="76" cy="74" r="9" fill="${GLASS}"/><circle cx="26" cy="74" r="3" fill="${METAL}"/><circle cx="76" cy="74" r="3" fill="${METAL}"/><path d="M80 44V20" fill="none" stroke="${GLASS}"/>`,
  );

export const teddy: Drawing = (p, back) =>
  `<circle cx="32" cy="20" r="8"/><circle cx="68" cy="20" r="8"/><ellipse cx="50" cy="66" rx="24" ry="24"/><circle cx="50" cy="34" r="18"/>` +
  `<circle cx="24" cy="82" r="8"/><circle cx="76" cy="82" r="8"/>` +
  (back
    ? `<circle cx="50" cy="76" r="4" fill="${p.light}"/>`
    : `<ellipse cx="50" cy="40" rx="8" ry="6" fill="${p.light}"/><circle cx="43" cy="30" r="2" fill="${GLASS}"/><circle cx="57" cy="30" r="2" fill="${GLASS}"/><circle cx="50" cy="38" r="2" fill="${GLASS}"/><ellipse cx="50" cy="68" rx="12" ry="14" fill="${p.light}"/><path d="M40 50l10 4 10-4-10 6z" fill="#dc2626"/>`);

export const backpack: Drawing = (p, back) =>
  back
    ? `<rect x="24" y="18" width="52" height="72" rx="14"/><path d="M34 22q-4 30 0 62M66 22q4 30 0 62" fill="none" stroke="${p.dark}" stroke-width="5"/>`
    : `<path d="M40 18q0-8 10-8t10 8" fill="none" stroke-width="3"/><rect x="24" y="18" width="52" height="72" rx="14"/><path d="M24 40q26 8 52 0" fill="none"/>` +
      `<rect x="32" y="56" width="36" height="26" rx="6" fill="${p.light}"/><path d="M36 62h28" fill="none" stroke="${GOLD}" stroke-width="1.5"/>`;

export const lunchBox: Drawing = (p, back) =>
  back
    ? `<rect x="14" y="40" width="72" height="40" rx="8" fill="${SOLE}"/><path d="M18 60h64M50 44v32" fill="none"/><rect x="14" y="32" width="72" height="10" rx="4"/>`
    : `<rect x="14" y="34" width="72" height="48" rx="10"/><rect x="14" y="34" width="72" height="14" rx="6" fill="${p.light}"/><rect x="40" y="44" width="20" height="8" rx="2" fill="${SOLE}"/>`;

export const boardGame: Drawing = (p, back) =>
  back
    ? `<rect x="14" y="24" width="72" height="56" rx="4"/><rect x="20" y="30" width="60" height="20" fill="${p.light}"/><path d="M20 58h40M20 66h30" fill="none" stroke="${SOLE}" stroke-width="2"/>`
    : `<rect x="14" y="14" width="72" height="72" fill="${SOLE}"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M${14 + i * 18} 14h18v18H${14 + i * 18}zM14 ${14 + i * 18}h18v18H14z" fill="${i % 2 ? p.main : p.light}"/>`,
        )
        .join('') +
      `<rect x="52" y="52" width="16" height="16" rx="3" fill="#fff"/><circle cx="56" cy="56" r="1.5" fill="${GLASS}"/><circle cx="64" cy="64" r="1.5" fill="${GLASS}"/><circle cx="60" cy="60" r="1.5" fill="${GLASS}"/>`;

/** A box of colour pencils, fanned out: every pencil its own colour. */
export const pencils: Drawing = (p, back) => {
  const colours = ['#dc2626', '#f59e0b', '#16a34a', '#2563eb', '#7c3aed', '#0f172a'];
  const pencil = (c: string, i: number) =>
    `<g transform="rotate(${(i - 2.5) * 7} 50 92)"><rect x="${47}" y="14" width="6" height="58" fill="${c}"/><path d="M47 14l3-8 3 8z" fill="#f5d0a9"/><path d="M49 8l1-3 1 3z" fill="${c}"/></g>`;
  return (
    (back ? '' : colours.map(pencil).join('')) +
    `<rect x="20" y="56" width="60" height="36" rx="3"/><rect x="20" y="56" width="60" height="9" fill="${p.light}"/>` +
    (back
      ? `<rect x="26" y="24" width="48" height="30" rx="3" fill="${SOLE}"/><path d="M32 34h36M32 42h24" fill="none" stroke="${p.dark}"/>`
      : `<path d="M30 76h40" fill="none" stroke="${SOLE}" stroke-width="3"/>`)
  );
};

/** A geometry box: a flat tin with its ruler, compass and protractor inside. */
export const geometryBox: Drawing = (p, back) =>
  back
    ? `<rect x="10" y="30" width="80" height="42" rx="4"/><path d="M18 40h40M18 48h28" fill="none" stroke="${SOLE}" stroke-width="2"/><circle cx="72" cy="52" r="8" fill="${p.light}"/>`
    : `<rect x="10" y="26" width="80" height="50" rx="4"/><rect x="14" y="32" width="72" height="38" rx="2" fill="${SOLE}"/>` +
      `<rect x="18" y="36" width="50" height="7" fill="#facc15"/><path d="M22 36v3M26 36v2M30 36v3M34 36v2M38 36v3M42 36v2M46 36v3" fill="none" stroke="${GLASS}" stroke-width=".6"/>` +
      `<path d="M30 66a12 12 0 0 1 24 0z" fill="none" stroke="${GLASS}" stroke-width="1.2"/><path d="M70 40l-6 26M70 40l6 26" fill="none" stroke="${METAL}" stroke-width="2"/><circle cx="70" cy="40" r="2.5" fill="${METAL}"/>`;

/** Photo frames: two standing frames with pictures in them. */
export const frame: Drawing = (p, back) =>
  back
    ? `<rect x="18" y="20" width="50" height="62" rx="2"/><path d="M43 82l10 10" fill="none" stroke="${p.dark}" stroke-width="3"/><rect x="26" y="30" width="34" height="8" fill="${p.light}"/>`
    : `<rect x="12" y="22" width="44" height="56" rx="2"/><rect x="18" y="28" width="32" height="44" fill="#bae6fd"/><path d="M18 64l10-12 8 8 6-6 8 10v8H18z" fill="#16a34a"/><circle cx="42" cy="38" r="4" fill="#facc15"/>` +
      `<rect x="58" y="40" width="32" height="40" rx="2"/><rect x="63" y="45" width="22" height="30" fill="#fde68a"/><circle cx="74" cy="56" r="5" fill="#a16207"/><path d="M66 75q8-12 16 0" fill="#a16207"/>`;

/** A pop-up toaster with two slices showing. */
export const toaster: Drawing = (p, back) =>
  `<rect x="16" y="40" width="68" height="46" rx="14"/><rect x="14" y="86" width="72" height="4" rx="2" fill="${GLASS}"/>` +
  (back
    ? `<path d="M26 50h48" fill="none" stroke="${p.light}" stroke-width="2"/>`
    : `<path d="M30 40v-10q0-6 6-6h8q6 0 6 6v10z" fill="#d6a15b"/><path d="M52 40v-10q0-6 6-6h8q6 0 6 6v10z" fill="#d6a15b"/>` +
      `<rect x="84" y="52" width="6" height="14" rx="2" fill="${METAL}"/><circle cx="50" cy="66" r="5" fill="${METAL}"/><path d="M24 50h52" fill="none" stroke="${p.light}" stroke-width="2"/>`);

/** An air fryer: a tall rounded body, its display and the basket's handle. */
export const airFryer: Drawing = (p, back) =>
  `<path d="M26 14h48q8 0 8 8v60q0 8-8 8H26q-8 0-8-8V22q0-8 8-8z"/>` +
  (back
    ? `<path d="M30 28h40M30 34h40M30 40h40" fill="none" stroke="${p.dark}" stroke-width="2"/>`
    : `<rect x="32" y="20" width="36" height="16" rx="4" fill="${GLASS}"/><path d="M40 28h6M52 28h8" fill="none" stroke="#38bdf8" stroke-width="2"/>` +
      `<path d="M22 50h56v30q0 6-6 6H28q-6 0-6-6z" fill="${p.light}"/><rect x="38" y="60" width="24" height="8" rx="4" fill="${GLASS}"/>`);

/** An induction cooktop: a flat glass top with its cooking zone and touch panel. */
export const induction: Drawing = (p, back) =>
  back
    ? `<rect x="12" y="34" width="76" height="40" rx="4"/><path d="M20 44h60M20 52h60M20 60h60" fill="none" stroke="${p.light}"/>`
    : `<path d="M8 40h84l-6 36H14z" fill="${GLASS}"/><ellipse cx="50" cy="54" rx="22" ry="10" fill="none" stroke="${p.main}" stroke-width="2"/><ellipse cx="50" cy="54" rx="14" ry="6" fill="none" stroke="${p.main}"/>` +
      `<rect x="16" y="76" width="68" height="8" rx="2"/><circle cx="34" cy="80" r="1.5" fill="${SOLE}"/><circle cx="50" cy="80" r="1.5" fill="${SOLE}"/><circle cx="66" cy="80" r="1.5" fill="${SOLE}"/>`;

/** A showpiece elephant, trunk raised for luck, a saddle cloth on its back, on a low base. */
export const showpiece: Drawing = (p, back) =>
  (back ? turned : (s: string) => s)(
    `<rect x="14" y="82" width="72" height="6" rx="2" fill="${p.dark}"/>` +
      `<path d="M24 66h8v16h-8zM36 68h8v14h-8zM56 68h8v14h-8zM66 66h8v16h-8z"/>` +
      `<ellipse cx="48" cy="58" rx="28" ry="18"/><circle cx="72" cy="46" r="13"/>` +
      `<path d="M82 52q10-2 10-14t-6-16" fill="none" stroke="${p.main}" stroke-width="6"/><path d="M82 52q10-2 10-14t-6-16" fill="none" stroke="${p.dark}" stroke-width=".8" stroke-dasharray="1 3"/>` +
      `<ellipse cx="64" cy="48" rx="7" ry="10" fill="${p.light}"/><circle cx="76" cy="42" r="1.5" fill="${GLASS}"/><path d="M20 56q-4 6-2 12" fill="none"/>` +
      `<path d="M34 42h26l-2 20H36z" fill="${p.light}"/><path d="M36 60h22" fill="none" stroke="${GOLD}" stroke-width="2" stroke-dasharray="2 2"/>`,
  );
