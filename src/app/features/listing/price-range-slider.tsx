import type { KeyboardEvent, PointerEvent } from 'react';
import { m } from '@shared/i18n/paraglide/messages.js';

interface Props {
  min: number;
  max: number;
  step: number;
  low: number;
  high: number;
  onLow: (value: number) => void;
  onHigh: (value: number) => void;
  /** The thumb was let go (pointer or key): the chosen range is applied. */
  onCommit: (event: PointerEvent | KeyboardEvent) => void;
}

// Both inputs lie on one track; only their thumbs take the pointer, so either can be dragged.
// Written out in full: Tailwind finds class names by reading the source.
const INPUT =
  'pointer-events-none absolute inset-0 h-full w-full appearance-none bg-transparent focus:outline-none ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-6 [&::-webkit-slider-thumb]:w-6 ' +
  '[&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none ' +
  '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 ' +
  '[&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-teal-700 [&::-webkit-slider-thumb]:shadow ' +
  'focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-teal-300 ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-6 [&::-moz-range-thumb]:w-6 ' +
  '[&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 ' +
  '[&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-teal-700';

/** One track with two thumbs for the lowest and highest price; the range between is filled. */
export function PriceRangeSlider({ min, max, step, low, high, onLow, onHigh, onCommit }: Props) {
  const percent = (value: number) => (max > min ? ((value - min) / (max - min)) * 100 : 0);
  const from = percent(Math.min(low, high));
  const to = percent(Math.max(low, high));
  const thumb = (label: string, value: number, set: (v: number) => void) => (
    <input
      type="range"
      aria-label={label}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(e) => set(Number(e.target.value))}
      onPointerUp={onCommit}
      onKeyUp={onCommit}
      className={INPUT}
    />
  );
  return (
    <div className="relative h-11" data-testid="price-track">
      <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded bg-slate-200" />
      <div
        className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded bg-teal-700"
        style={{ left: `${from}%`, right: `${100 - to}%` }}
      />
      {thumb(m.listing_lowest_price(), low, onLow)}
      {thumb(m.listing_highest_price(), high, onHigh)}
    </div>
  );
}
