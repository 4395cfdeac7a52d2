import * as accessories from './accessories';
import * as apparel from './apparel';
import * as bags from './bags';
import * as beauty from './beauty';
import * as eyewear from './eyewear';
import * as footwear from './footwear';
import * as gadgets from './gadgets';
import * as home from './home';
import * as jewellery from './jewellery';
import * as kitchenware from './kitchenware';
import type { Drawing } from './palette';

/** Every drawing by its URL name ('nehru-jacket'): the first part of a picture's key. */
export const DRAWINGS: Record<string, Drawing> = Object.fromEntries(
  Object.entries({
    ...apparel,
    ...accessories,
    ...bags,
    ...footwear,
    ...gadgets,
    ...home,
    ...kitchenware,
    ...beauty,
    ...jewellery,
    ...eyewear,
  }).map(([name, draw]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), draw]),
);

/** Names pictures carried before each kind of item had its own drawing (older databases keep them). */
const FORMER: Record<string, string> = {
  shoe: 'sneaker',
  phone: 'smartphone',
  kitchen: 'pressure-cooker',
  beauty: 'lipstick',
  toy: 'blocks',
  bag: 'handbag',
  banner: 'handbag',
};

export function drawingNamed(name: string): Drawing | undefined {
  return DRAWINGS[name] ?? DRAWINGS[FORMER[name] ?? ''];
}
