/** Line icons drawn inline (emoji are missing from many Android and Linux fonts). */
const base = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const CartIcon = () => (
  <svg {...base} aria-hidden>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 002 1.6h8.6a2 2 0 002-1.6L22 7H6" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...base} aria-hidden>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...base} aria-hidden>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...base} aria-hidden>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const SortIcon = () => (
  <svg {...base} width={18} height={18} aria-hidden>
    <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />
  </svg>
);
export const ChevronDownIcon = () => (
  <svg {...base} width={16} height={16} aria-hidden>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
