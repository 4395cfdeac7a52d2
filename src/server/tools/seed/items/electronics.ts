import { CARE, COLOURS, colours, COMES_IN, DISCOUNTS, packed, warranty } from './profile-parts';
import type { ItemProfile, Style, SubcategoryData } from './profile';
import { REVIEWS } from './review-texts';

/** A laptop's processor decides its memory, storage and price. */
const processors: Style[] = [
  {
    name: 'Core i3',
    price: [34999, 44999],
    spec: {
      'Processor & Memory': { Processor: 'Intel Core i3-1215U', RAM: '8 GB DDR4', SSD: '512 GB' },
    },
  },
  {
    name: 'Ryzen 5',
    price: [42999, 56999],
    spec: {
      'Processor & Memory': {
        Processor: 'AMD Ryzen 5 7530U',
        RAM: ['8 GB DDR4', '16 GB DDR4'],
        SSD: '512 GB',
      },
    },
  },
  {
    name: 'Core i5',
    price: [49999, 64999],
    spec: {
      'Processor & Memory': { Processor: 'Intel Core i5-1335U', RAM: '16 GB DDR4', SSD: '512 GB' },
    },
  },
  {
    name: 'Ryzen 7',
    price: [57999, 74999],
    spec: {
      'Processor & Memory': {
        Processor: 'AMD Ryzen 7 7730U',
        RAM: '16 GB DDR4',
        SSD: ['512 GB', '1 TB'],
      },
    },
  },
];

/** A model line belongs to its maker; its screen and weight are the line's. */
function laptop(
  line: string,
  brand: string,
  weight: string,
  screen: string,
  pitch: string,
): ItemProfile {
  return {
    name: line,
    title: '{brand} {name} {style} Laptop',
    type: 'Laptop',
    drawing: 'laptop',
    brands: [brand],
    styles: processors,
    price: [34999, 74999],
    discounts: DISCOUNTS.bigTicket,
    options: colours(COLOURS.laptops, [1, 2]),
    spec: {
      'Processor & Memory': { Processor: '', RAM: '', SSD: '' },
      Display: {
        'Screen Size': screen,
        Resolution: 'Full HD (1920 x 1080)',
        Panel: ['IPS, anti-glare', 'IPS, 300 nits'],
      },
      'Battery & Build': {
        Battery: ['Up to 7 hours', 'Up to 9 hours'],
        Weight: weight,
        'Operating System': 'Windows 11 Home',
      },
      ...warranty('1 year', 'Onsite service'),
    },
    description: [
      pitch,
      'Inside: an {Processor}, {RAM} RAM and a {SSD} SSD, behind a {screen size} Full HD screen.',
      [
        'At {weight}, it goes to college and office every day.',
        'Windows 11 Home and MS Office come installed.',
      ],
    ],
    reviews: REVIEWS.laptops,
    trades: ['gadgets'],
  };
}

/** Sound and wearables: bands of discount the market knows, a year's warranty. */
const AUDIO = {
  brands: ['boAt', 'Noise', 'JBL', 'Sony', 'Boult', 'Zebronics'],
  discounts: DISCOUNTS.gadgets,
  options: colours(COLOURS.gadgets, [1, 2]),
  reviews: REVIEWS.audio,
  trades: ['gadgets', 'mobile-accessories'],
} as const satisfies Partial<ItemProfile>;

/** Speakers: one family of makers, the gadget shops sell them. */
const SPEAKER = {
  brands: ['JBL', 'Sony', 'boAt', 'Zebronics', 'Marshall', 'Mi'],
  discounts: DISCOUNTS.gadgets,
  options: colours(['Black', 'Blue', 'Grey', 'Red'], [1, 2]),
  reviews: REVIEWS.speakers,
  trades: ['gadgets'],
} as const satisfies Partial<ItemProfile>;

/** Cameras: big-ticket discounts, black or silver bodies, the gadget shops sell them. */
const CAMERA = {
  discounts: DISCOUNTS.bigTicket,
  options: colours(['Black', 'Silver'], [1, 1]),
  trades: ['gadgets'],
} as const satisfies Partial<ItemProfile>;

export const ELECTRONICS: SubcategoryData[] = [
  {
    name: 'Laptops',
    hsn: '8471',
    items: [
      laptop(
        'IdeaPad Slim 3',
        'Lenovo',
        '1.6 kg',
        '15.6 inch',
        'A slim everyday laptop with a fingerprint reader in the power button.',
      ),
      laptop(
        'Pavilion 15',
        'HP',
        '1.75 kg',
        '15.6 inch',
        'A 15-inch laptop with a backlit keyboard and B&O tuned speakers.',
      ),
      laptop(
        'Inspiron 15',
        'Dell',
        '1.65 kg',
        '15.6 inch',
        'A dependable 15-inch laptop with a full-size keyboard and number pad.',
      ),
      laptop(
        'VivoBook 15',
        'Asus',
        '1.7 kg',
        '15.6 inch',
        'A light 15-inch laptop with a 180-degree hinge and a webcam shutter.',
      ),
      laptop(
        'Aspire 7',
        'Acer',
        '2.1 kg',
        '15.6 inch',
        'A laptop with a dedicated graphics card for games and video editing.',
      ),
    ],
  },
  {
    name: 'Headphones',
    hsn: '8518',
    items: [
      {
        ...AUDIO,
        name: 'Wireless Earbuds',
        drawing: 'earbuds',
        styles: [
          {
            name: 'ANC',
            spec: { Audio: { 'Noise Cancellation': 'Active, up to 32 dB' } },
            price: [1999, 6999],
          },
          { name: 'Bass Boosted', spec: { Audio: { Driver: '13 mm bass' } } },
          { name: 'Low Latency', spec: { Audio: { Latency: '50 ms game mode' } } },
        ],
        price: [999, 3999],
        spec: {
          Audio: {
            Driver: '10 mm dynamic',
            'Noise Cancellation': 'Environmental, for calls',
            Latency: '80 ms',
          },
          Battery: {
            Playback: ['Up to 40 hours with the case', 'Up to 50 hours with the case'],
            Charging: 'Type-C, 10 minutes for 2 hours',
          },
          Connectivity: { Bluetooth: '5.3', 'Water Resistance': 'IPX5' },
          ...warranty('1 year'),
        },
        description: [
          'True wireless earbuds with {driver} drivers and {playback}.',
          'Bluetooth {Bluetooth} pairs as soon as you open the case; IPX5 shrugs off sweat.',
          COMES_IN,
        ],
      },
      {
        ...AUDIO,
        name: 'Neckband',
        drawing: 'neckband',
        styles: [
          { name: 'Bass Boosted', spec: { Audio: { Driver: '12 mm bass' } } },
          {
            name: 'Magnetic',
            spec: { Audio: { Controls: 'Magnetic buds that pause when joined' } },
          },
          { name: 'Sports', spec: { Connectivity: { 'Water Resistance': 'IPX7' } } },
        ],
        price: [799, 2999],
        spec: {
          Audio: { Driver: '10 mm dynamic', Controls: 'Inline buttons and voice assistant' },
          Battery: {
            Playback: ['Up to 30 hours', 'Up to 40 hours'],
            Charging: 'Type-C, 10 minutes for 10 hours',
          },
          Connectivity: { Bluetooth: '5.3', 'Water Resistance': 'IPX5' },
          ...warranty('1 year'),
        },
        description: [
          'A Bluetooth neckband with a flexible collar and {driver} drivers, {playback} of music on a charge.',
          'Made for long commutes and calls on the go.',
          COMES_IN,
        ],
      },
      {
        ...AUDIO,
        name: 'Over-Ear Headphones',
        drawing: 'headphones',
        styles: [
          {
            name: 'ANC',
            spec: { Audio: { 'Noise Cancellation': 'Active, hybrid' } },
            price: [4999, 24999],
          },
          { name: 'Wireless', spec: { Connectivity: { Bluetooth: '5.3' } } },
          { name: 'Studio', spec: { Audio: { Driver: '50 mm neodymium' } } },
        ],
        price: [1499, 9999],
        spec: {
          Audio: { Driver: '40 mm dynamic', 'Noise Cancellation': 'Passive, closed back' },
          Battery: { Playback: ['Up to 40 hours', 'Up to 60 hours'], Charging: 'Type-C' },
          Connectivity: { Bluetooth: '5.3', Wired: '3.5 mm aux' },
          ...warranty('1 year'),
        },
        description: [
          'Over-ear headphones with {driver} drivers, soft memory-foam cushions and a folding headband.',
          '{Playback} of playback, with a 3.5 mm cable for flights.',
          COMES_IN,
        ],
      },
      {
        ...AUDIO,
        name: 'Wired Earphones',
        drawing: 'wired-earphones',
        styles: [
          { name: 'Bass Boosted', spec: { Audio: { Driver: '10 mm bass' } } },
          { name: 'Type-C', spec: { Connectivity: { Plug: 'Type-C' } } },
          { name: 'Tangle Free', spec: { Audio: { Cable: 'Flat, tangle-free' } } },
        ],
        price: [299, 1499],
        spec: {
          Audio: { Driver: '10 mm dynamic', Cable: '1.2 m', Mic: 'Inline mic with a call button' },
          Connectivity: { Plug: '3.5 mm' },
          ...warranty('6 months'),
        },
        reviews: REVIEWS.wiredAudio,
        description: [
          'In-ear wired earphones with {driver} drivers, a {Plug} plug and an inline mic for calls.',
          COMES_IN,
        ],
      },
    ],
  },
  {
    name: 'Smart Watches',
    hsn: '8517',
    items: [
      [
        'Smart Watch',
        'watch',
        [1499, 5999],
        'A smart watch with heart rate, SpO2 and sleep tracking, and 100 sports modes.',
      ],
      [
        'Calling Smart Watch',
        'watch',
        [1799, 6999],
        'A smart watch with a speaker and mic to take Bluetooth calls from your wrist.',
      ],
      [
        'Fitness Band',
        'fitness-band',
        [999, 3499],
        'A slim fitness band that counts steps, sleep and heart rate, light enough to forget you wear it.',
      ],
    ].map(([name, drawing, price, says]): ItemProfile => ({
      name: name as string,
      drawing: drawing as string,
      brands: ['Noise', 'Fire-Boltt', 'boAt', 'Amazfit', 'Fastrack'],
      styles: [
        { name: 'AMOLED', spec: { Display: { Type: 'AMOLED', 'Always On': 'Yes' } } },
        ...(name === 'Fitness Band'
          ? [{ name: 'Slim' }, { name: 'Sports', spec: { Build: { 'Water Resistance': '5 ATM' } } }]
          : [
              { name: 'Round Dial', spec: { Display: { Shape: 'Round' } } },
              { name: 'Metal Strap', spec: { Build: { Strap: 'Stainless steel mesh' } } },
            ]),
      ],
      price: price as [number, number],
      discounts: DISCOUNTS.gadgets,
      options: colours(['Black', 'Grey', 'Blue', 'Pink', 'Gold', 'Silver'], [1, 2]),
      spec: {
        General: { 'Ideal For': 'Unisex' },
        Display: {
          'Screen Size': name === 'Fitness Band' ? '1.1 inch' : ['1.8 inch', '1.96 inch'],
          Type: 'TFT',
          Shape: name === 'Fitness Band' ? 'Bar' : 'Square',
        },
        Battery: {
          'Battery Life':
            name === 'Fitness Band' ? 'Up to 14 days' : ['Up to 7 days', 'Up to 10 days'],
        },
        Build: { Strap: 'Silicone', 'Water Resistance': 'IP68' },
        ...warranty('1 year'),
      },
      description: [
        says as string,
        'A {screen size} {Type} screen; the battery lasts {battery life}.',
        COMES_IN,
      ],
      reviews: REVIEWS.watches,
      trades: ['gadgets', 'mobile-accessories'],
    })),
  },
  {
    name: 'Speakers',
    hsn: '8518',
    items: [
      {
        ...SPEAKER,
        name: 'Bluetooth Speaker',
        drawing: 'speaker',
        styles: ['Portable', 'Waterproof', 'Mini'],
        price: [999, 7999],
        spec: {
          Audio: { Output: ['10W', '20W', '30W'], Channels: 'Stereo' },
          Battery: { Playback: ['Up to 12 hours', 'Up to 20 hours'] },
          Connectivity: { Bluetooth: '5.3', 'Water Resistance': 'IPX7' },
          ...CARE.gadgets,
          ...warranty('1 year'),
        },
        description: [
          'A portable {output} Bluetooth speaker, {playback} on a charge, that floats in the pool.',
          COMES_IN,
        ],
      },
      {
        ...SPEAKER,
        name: 'Soundbar',
        drawing: 'soundbar',
        styles: ['2.1 Channel', 'Dolby Audio', 'Compact'],
        price: [4999, 19999],
        spec: {
          Audio: { Output: ['120W', '160W', '300W'], Channels: '2.1 with a wireless subwoofer' },
          Connectivity: { Bluetooth: '5.3', Inputs: 'HDMI ARC, optical, USB' },
          ...CARE.gadgets,
          ...warranty('1 year'),
        },
        reviews: REVIEWS.soundbars,
        description: [
          'A {output} soundbar with a wireless subwoofer that fills the room for films and cricket.',
          'Connects to the TV over HDMI ARC.',
          COMES_IN,
        ],
      },
      {
        ...SPEAKER,
        name: 'Party Speaker',
        drawing: 'party-speaker',
        styles: ['RGB', 'Karaoke', 'Tower'],
        price: [5999, 24999],
        spec: {
          Audio: { Output: ['80W', '160W', '240W'], Channels: 'Stereo with a woofer' },
          Battery: { Playback: ['Up to 10 hours', 'Up to 15 hours'] },
          Connectivity: { Bluetooth: '5.3', Inputs: 'Mic, guitar, USB' },
          ...CARE.gadgets,
          ...warranty('1 year'),
        },
        description: [
          'A tall {output} party speaker with light shows, a mic input for karaoke and {playback} of battery.',
          COMES_IN,
        ],
      },
    ],
  },
  {
    name: 'Televisions',
    hsn: '8528',
    items: [
      ['32 inch HD Smart TV', '32 inch', 'HD Ready (1366 x 768)', 'LED', [11999, 17999], '20W'],
      ['43 inch 4K Smart TV', '43 inch', '4K Ultra HD (3840 x 2160)', 'LED', [24999, 39999], '30W'],
      ['55 inch QLED TV', '55 inch', '4K Ultra HD (3840 x 2160)', 'QLED', [44999, 74999], '40W'],
    ].map(([name, size, resolution, panel, price, sound]): ItemProfile => ({
      name: name as string,
      drawing: 'tv',
      brands: ['Samsung', 'LG', 'Sony', 'TCL', 'Mi', 'Vu'],
      styles: [
        'Frameless',
        { name: 'Dolby Audio', spec: { Audio: { Sound: `${sound as string} Dolby Audio` } } },
        { name: 'HDR10', spec: { Display: { HDR: 'HDR10' } } },
      ],
      type: 'Television',
      price: price as [number, number],
      discounts: DISCOUNTS.bigTicket,
      options: packed('Black'),
      spec: {
        Display: {
          'Screen Size': size as string,
          Resolution: resolution as string,
          Panel: panel as string,
          'Refresh Rate': '60 Hz',
          HDR: 'HDR10',
        },
        Audio: { Sound: `${sound as string} stereo speakers` },
        'Smart Features': {
          'Operating System': 'Google TV',
          Apps: 'Netflix, Prime Video, YouTube, JioCinema',
        },
        ...warranty('1 year', 'Free installation and 1 year on the panel'),
      },
      description: [
        'A {screen size} {panel} smart TV with a {resolution} picture and {sound}.',
        'Runs {Operating System} with Netflix, Prime Video and YouTube built in.',
        'Free wall-mount installation after delivery.',
      ],
      brandSpec: {
        Samsung: { 'Smart Features': { 'Operating System': 'Tizen' } },
        LG: { 'Smart Features': { 'Operating System': 'webOS' } },
      },
      reviews: REVIEWS.tvs,
      trades: ['tv'],
    })),
  },
  {
    name: 'Cameras',
    hsn: '8525',
    items: [
      {
        ...CAMERA,
        name: 'Mirrorless Camera',
        drawing: 'camera',
        brands: ['Canon', 'Nikon', 'Sony', 'Fujifilm'],
        styles: ['24MP', 'Vlogging', 'Kit Lens'],
        price: [44999, 89999],
        spec: {
          'Camera Details': {
            Sensor: ['24.2 MP APS-C', '26 MP APS-C'],
            Video: '4K 30p',
            Lens: '18-55 mm kit lens',
          },
          ...warranty('2 years'),
        },
        description: [
          'A mirrorless camera with a {sensor} sensor, fast eye autofocus and {video} video.',
          'Comes with an {lens}.',
        ],
        reviews: REVIEWS.cameras,
      },
      {
        ...CAMERA,
        name: 'DSLR Kit',
        drawing: 'camera',
        brands: ['Canon', 'Nikon'],
        styles: ['24MP', 'Twin Lens', 'Beginner'],
        price: [34999, 64999],
        spec: {
          'Camera Details': {
            Sensor: '24.2 MP APS-C',
            Video: 'Full HD 60p',
            Lens: ['18-55 mm', '18-55 mm and 55-250 mm'],
          },
          ...warranty('2 years'),
        },
        description: [
          'A DSLR with an optical viewfinder and a {sensor} sensor, the classic first camera.',
          'Lenses in the kit: {lens}.',
        ],
        reviews: REVIEWS.cameras,
      },
      {
        ...CAMERA,
        name: 'Action Camera',
        drawing: 'action-camera',
        brands: ['GoPro', 'DJI', 'Insta360'],
        styles: ['4K', 'Waterproof', '5.3K'],
        price: [14999, 44999],
        spec: {
          'Camera Details': {
            Sensor: '1/1.9 inch CMOS',
            Video: ['4K 60p', '5.3K 60p'],
            Waterproof: 'To 10 m without a case',
          },
          ...warranty('1 year'),
        },
        description: [
          'A tiny action camera that films {video} with steady, stabilised footage.',
          'Waterproof to 10 m; mount it on a helmet, a bike or a surfboard.',
        ],
        reviews: REVIEWS.cameras,
      },
      {
        ...CAMERA,
        name: 'Instant Camera',
        drawing: 'instant-camera',
        brands: ['Fujifilm Instax', 'Polaroid'],
        styles: ['Mini', 'Square', 'Wide'],
        price: [4999, 9999],
        spec: {
          'Camera Details': {
            Film: ['Instax Mini film', 'Square film', 'Wide film'],
            Flash: 'Automatic',
            Power: '2 AA batteries',
          },
          ...warranty('1 year'),
        },
        description: [
          'An instant camera that prints each photo in seconds on {film}.',
          'Made for parties, trips and a wall of memories.',
        ],
        reviews: REVIEWS.instantCameras,
        options: colours(['Pink', 'Mint', 'Lavender', 'White', 'Sky Blue'], [1, 2]),
      },
    ],
  },
];
