/**
 * Hindi number words 0-99. Unlike English, Hindi says each of them as its own word (छियासठ is
 * not "sixty six" put together), so every one is written out. The spelling follows CLDR's
 * Hindi spell-out rules, except where Hindi print spells with the anusvara (पंद्रह) and the
 * nukta (हज़ार).
 */
const BELOW_HUNDRED = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस', // 10
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस', // 20
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस', // 30
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस', // 40
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चौवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास', // 50
  'इक्यावन',
  'बावन',
  'तिरेपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ', // 60
  'इकसठ',
  'बासठ',
  'तिरेसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर', // 70
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उनासी',
  'अस्सी', // 80
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे', // 90
  'इक्यानबे',
  'बानबे',
  'तिरानबे',
  'चौरानबे',
  'पंचानबे',
  'छियानबे',
  'सत्तानबे',
  'अट्ठानबे',
  'निन्यानबे',
] as const;

/** 0-99 as one word; exported for its test. */
export const hindiBelowHundred = (n: number): string => BELOW_HUNDRED[n]!;

/** Whole numbers in the Indian system, in Hindi: करोड़, लाख, हज़ार, सौ. */
export function hindiNumberInWords(n: number): string {
  if (n < 100) return hindiBelowHundred(n);
  const crore = Math.floor(n / 1e7);
  const lakh = Math.floor((n % 1e7) / 1e5);
  const thousand = Math.floor((n % 1e5) / 1e3);
  const hundred = Math.floor((n % 1e3) / 100);
  const rest = n % 100;
  return [
    crore ? `${hindiNumberInWords(crore)} करोड़` : '',
    lakh ? `${hindiBelowHundred(lakh)} लाख` : '',
    thousand ? `${hindiBelowHundred(thousand)} हज़ार` : '',
    hundred ? `${hindiBelowHundred(hundred)} सौ` : '',
    rest ? hindiBelowHundred(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'एक हज़ार दो सौ चौंतीस रुपये और पचास पैसे मात्र', from paise. */
export function hindiRupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  // One rupee is रुपया; रुपये for every other count.
  const inRupees = `${hindiNumberInWords(rupees)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  return `${rest ? `${inRupees} और ${hindiBelowHundred(rest)} पैसे` : inRupees} मात्र`;
}
