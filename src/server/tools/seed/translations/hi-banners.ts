import type { BannerTexts } from '../../../db/schema';

/** The home banners' words in Hindi, by the seed's banner key (seed.ts), as shops write them. */
export const HINDI_BANNERS: Record<string, BannerTexts> = {
  'festive-kurta-edit': {
    heading: 'त्योहारी कुर्ता कलेक्शन',
    subheading: 'लखनऊ से कोलकाता तक: चिकनकारी, खादी और सिल्क ब्लेंड',
    btnText: 'अभी ख़रीदें',
  },
  'sarees-from-the-looms': {
    heading: 'करघे से सीधे साड़ियाँ',
    subheading: 'बनारसी, कांजीवरम और हैंडलूम कॉटन, 60% तक की छूट',
    btnText: 'साड़ियाँ देखें',
  },
  'new-5g-phones': {
    heading: 'नए 5G फ़ोन',
    subheading: 'बिना ब्याज की EMI और एक्सचेंज ऑफ़र',
    btnText: 'अभी ख़रीदें',
  },
  'step-out-in-style': {
    heading: 'स्टाइल में कदम रखें',
    subheading: 'स्नीकर्स, कोल्हापुरी और फ़ॉर्मल, ₹399 से',
    btnText: 'फ़ुटवियर देखें',
  },
  'kitchen-upgrade-days': {
    heading: 'किचन अपग्रेड डेज़',
    subheading: 'कुकवेयर और अप्लायंसेज़ पर 40% तक की छूट',
    btnText: 'ऑफ़र देखें',
  },
  'beauty-bestsellers': {
    heading: 'ब्यूटी बेस्टसेलर',
    subheading: 'पूरे भारत की पसंदीदा स्किनकेयर और मेकअप',
    btnText: 'अभी देखें',
  },
  'back-to-school': {
    heading: 'चलो स्कूल चलें',
    subheading: 'नए सेशन के लिए बैग, जूते और स्कूल का सामान',
    btnText: 'बच्चों का सामान देखें',
  },
  'big-fashion-sale': {
    heading: 'बिग फ़ैशन सेल',
    subheading: 'टॉप ब्रांड्स पर कम से कम 40% की छूट',
    btnText: 'सेल में ख़रीदें',
  },
  'gadgets-under-999': { heading: '₹999 से कम के गैजेट', btnText: 'गैजेट देखें' },
  'home-makeover': { heading: 'घर का नया रूप', btnText: 'घर का सामान देखें' },
};
