// Header icons are a finger's width (44 px) everywhere.
export const HEADER_ICON =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded hover:bg-slate-100';
