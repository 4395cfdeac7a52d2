import { COMES_IN, DISCOUNTS, colours } from './profile-parts';
import type { ItemProfile, Style, SubcategoryData } from './profile';
import { REVIEWS } from './review-texts';

/**
 * Eyewear: sunglasses (the opticians and the fashion hub sell them) and spectacle frames with
 * demo lenses that any optician fits to a prescription (the opticians only). A product's colour
 * is its frame's.
 */

const SUNGLASS_BRANDS = ['Fastrack', 'Vincent Chase', 'IDEE', 'Scott', 'Titan', 'Carlton London'];
const FRAME_BRANDS = ['Lenskart Air', 'Vincent Chase', 'Titan Eye+', 'John Jacobs', 'Specsmakers'];

const LENSES: Style[] = [
  {
    name: 'Polarized',
    spec: { 'Lens & Frame': { Lens: 'Polarized, grey' } },
    says: 'Polarized lenses cut the glare off roads, water and car bonnets.',
  },
  {
    name: 'Mirrored',
    spec: { 'Lens & Frame': { Lens: 'Mirrored, blue' } },
    says: 'Mirrored lenses keep your eyes out of sight and the bright sun out.',
  },
  {
    name: 'Gradient',
    spec: { 'Lens & Frame': { Lens: 'Gradient, brown' } },
    says: 'Gradient lenses, dark above and light below, for driving and reading a menu alike.',
  },
  {
    name: 'UV Protected',
    spec: { 'Lens & Frame': { Lens: 'Tinted, black' } },
  },
];

const CASE_AND_CLOTH = {
  'In the Box': { Contents: 'Hard case and a microfibre cloth' },
  'Care Instructions': {
    Clean: 'With the microfibre cloth, never a shirt or tissue',
    Store: 'In its case, lenses facing up',
  },
};

function sunglasses(
  name: string,
  drawing: string,
  idealFor: string,
  frame: string | readonly string[],
  says: string,
): ItemProfile {
  return {
    name,
    drawing,
    brands: SUNGLASS_BRANDS,
    styles: LENSES,
    price: [799, 3999],
    discounts: DISCOUNTS.accessories,
    options: colours(['Black', 'Brown', 'Gold', 'Silver', 'Blue'], [1, 3]),
    spec: {
      General: { 'Ideal For': idealFor },
      'Lens & Frame': {
        Lens: 'Tinted, black',
        'Lens Material': 'Polycarbonate',
        'UV Protection': 'UV400 (100% UVA and UVB)',
        'Frame Material': frame,
        'Frame Size': ['Medium (54 mm)', 'Large (58 mm)'],
      },
      ...CASE_AND_CLOTH,
    },
    description: [says, 'Every pair blocks 100% of UVA and UVB rays.', COMES_IN],
    reviews: REVIEWS.sunglasses,
    trades: ['eyewear', 'sunglasses'],
  };
}

function frame(name: string, drawing: string, material: string | readonly string[]): ItemProfile {
  return {
    name,
    drawing,
    brands: FRAME_BRANDS,
    styles: [
      { name: 'Round', spec: { 'Lens & Frame': { 'Frame Shape': 'Round' } } },
      { name: 'Rectangle', spec: { 'Lens & Frame': { 'Frame Shape': 'Rectangle' } } },
      { name: 'Square', spec: { 'Lens & Frame': { 'Frame Shape': 'Square' } } },
      {
        name: 'Blue Cut',
        spec: { 'Lens & Frame': { Lens: 'Blue cut, zero power' } },
        says: 'Its zero-power blue cut lenses take the edge off long hours at a computer; an optician can fit your own power instead.',
      },
    ],
    price: [699, 2999],
    discounts: DISCOUNTS.accessories,
    options: colours(['Black', 'Brown', 'Blue', 'Gold', 'Silver', 'Grey'], [1, 3]),
    spec: {
      General: { 'Ideal For': 'Unisex' },
      'Lens & Frame': {
        Lens: 'Demo lenses, to be replaced by your prescription',
        'Frame Shape': 'Rectangle',
        'Frame Material': material,
        'Frame Size': ['Narrow (50 mm)', 'Medium (52 mm)', 'Wide (54 mm)'],
      },
      ...CASE_AND_CLOTH,
    },
    description: [
      [
        'A light frame for a chashma you wear all day: it sits even on the nose and behind the ears.',
        'A frame that any optician can fit with your power, single vision or progressive.',
      ],
      COMES_IN,
    ],
    reviews: REVIEWS.frames,
    trades: ['eyewear'],
  };
}

export const EYEWEAR: SubcategoryData[] = [
  {
    name: 'Sunglasses',
    hsn: '9004',
    items: [
      sunglasses(
        'Aviator Sunglasses',
        'aviator-sunglasses',
        'Men',
        'Metal',
        'Teardrop aviators on a thin metal frame, the pilots’ shape that never dates.',
      ),
      sunglasses(
        'Wayfarer Sunglasses',
        'wayfarer-sunglasses',
        'Unisex',
        ['Acetate', 'TR90'],
        'Wayfarers with a bold brow that suit most faces, for college, travel and the beach.',
      ),
      sunglasses(
        'Cat Eye Sunglasses',
        'cat-eye-sunglasses',
        'Women',
        ['Acetate', 'TR90'],
        'Cat-eye sunglasses whose corners sweep up, for a touch of old-film glamour.',
      ),
    ],
  },
  {
    name: 'Eyeglass Frames',
    hsn: '9003',
    items: [
      frame('Full Rim Eyeglass Frame', 'eyeglass-frame', ['TR90', 'Acetate']),
      frame('Half Rim Eyeglass Frame', 'half-rim-frame', ['Metal', 'TR90']),
      frame('Rimless Eyeglass Frame', 'rimless-frame', ['Titanium', 'Metal']),
    ],
  },
];
