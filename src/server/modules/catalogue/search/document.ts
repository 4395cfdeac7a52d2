import { alsoCalled, distinctWords } from './words';

/** What a product is known by: the fields its search document is made of. */
export interface SearchableProduct {
  name: string;
  brand: string | null;
  category: string;
  subcategory: string;
  colours: string[];
  /** Its variations' RAM and storage ("8 GB") and its specification. */
  ram: string[];
  storage: string[];
  specification: Record<string, Record<string, string>>;
  /** Its category's and subcategory's names in the shop's other languages (महिलाएँ, कुर्तियाँ). */
  otherNames?: string[];
}

/**
 * Specification entries that say what an item is (its type, fabric, processor, screen); care
 * text, warranty and origin would make "cold" or "india" find half the shop.
 */
const KEY_SPECIFICATION =
  /^(ideal for|type|style|feature|finish|variant|material|fabric|processor|ram|ssd|storage|internal storage|screen size|size|resolution|display|model name|occasion|pattern|shade|fragrance|capacity|plating|stone|lens|frame shape|frame material)$/i;

/**
 * A product's search document in three weights: A its name and brand, B what it is (category,
 * subcategory in every language, colours, key specification), C what else shoppers call those (synonyms). Each a
 * string of folded words, so the database's `simple` text search configuration takes them as they are.
 */
export function searchDocument(p: SearchableProduct): { name: string; more: string; also: string } {
  const name = distinctWords(`${p.name} ${p.brand ?? ''}`);
  const specification = Object.values(p.specification).flatMap((group) =>
    Object.entries(group)
      .filter(([key]) => KEY_SPECIFICATION.test(key))
      .map(([, value]) => value),
  );
  const more = distinctWords(
    [
      p.category,
      p.subcategory,
      ...(p.otherNames ?? []),
      ...p.colours,
      ...p.ram.map((r) => `${r} RAM`),
      ...p.storage,
      ...specification,
    ].join(' '),
  ).filter((w) => !name.includes(w));
  const also = alsoCalled([...name, ...more]);
  // '' marks a product not indexed yet; a name whose words all fold away is still indexed.
  return { name: name.join(' ') || '-', more: more.join(' '), also: also.join(' ') };
}
