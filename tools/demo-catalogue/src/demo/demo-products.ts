import type { OccasionCategory, ProductKind } from '@flowershop/common/contracts';
import type { CharmShape } from '../artwork/charms.js';
import type { FlowerArt } from './arrangements/arrangement.js';
import type { Keepsake, ProductArt } from './product-art.js';

export interface DemoProduct {
  kind: ProductKind;
  name: string;
  /** US dollars. */
  price: number;
  description?: string;
  category?: OccasionCategory;
  art: ProductArt;
}

// Flower colours shared by several products.
const RED = ['#c62828', '#b71c1c', '#d32f2f'];
const PINK = ['#f48fb1', '#ec407a', '#f8bbd0'];
const WHITE = ['#ffffff', '#fbf6ee'];
const SUN = ['#fbc02d', '#f9a825'];
const PASTEL = ['#f8bbd0', '#b3e5fc', '#fff59d', '#d1c4e9'];
const PARTY = ['#ff7043', '#ffca28', '#ec407a', '#ab47bc'];

const GOLD = '#c9a94b';
const SILVER = '#aab4be';

const flowers = (background: string, art: FlowerArt, keepsakes?: Keepsake[]): ProductArt => ({
  background,
  flowers: art,
  ...(keepsakes && { keepsakes }),
});
const charm = (charmShape: CharmShape, colours: string[], metal: string, bead?: string): ProductArt => ({
  background: '#f6f1ea',
  keychain: { charm: charmShape, colours, metal, ...(bead && { bead }) },
});

/**
 * The demo catalogue `npm start` seeds into an empty store: six of each kind and two occasion
 * products in seven of the eight categories (get-well stays empty, to show that state).
 */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // Bouquets
  {
    kind: 'bouquet',
    name: 'Rose Dream',
    price: 65,
    description: 'Twelve long-stem red roses wrapped in blush paper with a satin bow.',
    art: flowers('#fdf1f3', {
      arrangement: 'sleeved',
      blooms: [{ kind: 'rose', colours: RED }],
      base: '#f8d7da',
      ribbon: '#b71c1c',
    }),
  },
  {
    kind: 'bouquet',
    name: 'Blush Garden',
    price: 78,
    description: 'Pink peonies and garden roses, soft and romantic.',
    art: flowers('#fff5f8', {
      arrangement: 'wrapped',
      blooms: [
        { kind: 'peony', colours: PINK, share: 2 },
        { kind: 'rose', colours: ['#f8bbd0', '#fce4ec'] },
      ],
      greenery: ['eucalyptus'],
      base: '#ffffff',
      ribbon: '#ec407a',
    }),
  },
  {
    kind: 'bouquet',
    name: 'Sunny Morning',
    price: 49,
    description: 'Sunflowers and white daisies to brighten any room.',
    art: flowers('#fffbea', {
      arrangement: 'sleeved',
      blooms: [
        { kind: 'sunflower', colours: SUN },
        { kind: 'daisy', colours: WHITE },
      ],
      base: '#d7b98e',
      ribbon: '#5d4037',
    }),
  },
  {
    kind: 'bouquet',
    name: 'Lavender Mist',
    price: 58,
    description: 'Lavender roses with white lisianthus and eucalyptus.',
    art: flowers('#f7f4fc', {
      arrangement: 'cascade',
      blooms: [
        { kind: 'rose', colours: ['#b39ddb', '#9575cd'], share: 2 },
        { kind: 'ranunculus', colours: WHITE },
      ],
      greenery: ['eucalyptus', 'lavender'],
      base: '#ede7f6',
      ribbon: '#b39ddb',
    }),
  },
  {
    kind: 'bouquet',
    name: 'Money Bouquet Deluxe',
    price: 120,
    description: 'Folded-bill rosettes with fresh green roses. Bills not included; bring your own or ask us.',
    art: flowers(
      '#f1f8e9',
      {
        arrangement: 'wrapped',
        blooms: [{ kind: 'rose', colours: ['#c5e1a5', '#aed581'] }],
        base: '#1b5e20',
        ribbon: '#d4af37',
      },
      ['bills'],
    ),
  },
  {
    kind: 'bouquet',
    name: 'Pastel Whisper',
    price: 54,
    description: 'Mixed pastel tulips and ranunculus in a light wrap.',
    art: flowers('#f6fafe', {
      arrangement: 'wrapped',
      blooms: [
        { kind: 'tulip', colours: PASTEL, share: 2 },
        { kind: 'ranunculus', colours: ['#ffccbc', '#f8bbd0'] },
      ],
      greenery: ['babys-breath'],
      base: '#e1f5fe',
      ribbon: '#90caf9',
    }),
  },
  // Boxes
  {
    kind: 'box',
    name: 'Birthday Bucket Box',
    price: 55,
    art: flowers(
      '#e0f2f1',
      {
        arrangement: 'bucket',
        blooms: [{ kind: 'gerbera', colours: PARTY }],
        greenery: ['leaves'],
        base: '#26a69a',
        ribbon: '#ec407a',
      },
      ['present'],
    ),
  },
  {
    kind: 'box',
    name: 'Blush Rose Box',
    price: 45,
    art: flowers('#fff8fa', {
      arrangement: 'heart-box',
      blooms: [{ kind: 'rose', colours: PINK }],
      base: '#f8bbd0',
      ribbon: '#ad1457',
    }),
  },
  {
    kind: 'box',
    name: 'Luxury Red Rose Box',
    price: 89,
    art: flowers('#f3f1ee', {
      arrangement: 'square-box',
      blooms: [{ kind: 'rose', colours: RED }],
      base: '#212121',
      ribbon: '#d4af37',
    }),
  },
  {
    kind: 'box',
    name: 'Mini Pastel Box',
    price: 29,
    art: flowers(
      '#f3f8fd',
      {
        arrangement: 'square-box',
        blooms: [
          { kind: 'ranunculus', colours: PASTEL },
          { kind: 'hydrangea', colours: ['#b3e5fc'] },
        ],
        base: '#ffffff',
        ribbon: '#90caf9',
      },
      ['chocolates'],
    ),
  },
  {
    kind: 'box',
    name: 'Lavender Dream Box',
    price: 62,
    art: flowers('#f3effa', {
      arrangement: 'tall-round-box',
      blooms: [{ kind: 'orchid', colours: ['#ce93d8', '#ba68c8', '#f3e5f5'] }],
      greenery: ['lavender'],
      base: '#4527a0',
      ribbon: '#ffffff',
    }),
  },
  {
    kind: 'box',
    name: 'Sunshine Hat Box',
    price: 52,
    art: flowers('#fffaf0', {
      arrangement: 'hat-box',
      blooms: [
        { kind: 'sunflower', colours: SUN, share: 2 },
        { kind: 'daisy', colours: WHITE },
      ],
      base: '#fff3e0',
      ribbon: '#ef6c00',
    }),
  },
  // Keychains
  {
    kind: 'keychain',
    name: 'Pink Heart Charm',
    price: 12,
    description: 'Enamel heart charm on a gold-tone ring.',
    art: charm('enamel-heart', ['#f06292', GOLD], GOLD),
  },
  {
    kind: 'keychain',
    name: 'Gold Star Keychain',
    price: 14,
    description: 'A bright star for your keys or bag.',
    art: charm('star', ['#ffd54f', '#c79a00'], GOLD),
  },
  {
    kind: 'keychain',
    name: 'Daisy Flower Keychain',
    price: 10,
    description: 'Cheerful daisy charm with a white bead.',
    art: charm('daisy', ['#ffffff', SILVER], SILVER, '#ffffff'),
  },
  {
    kind: 'keychain',
    name: 'Crescent Moon Keychain',
    price: 13,
    description: 'Silver-blue crescent moon charm.',
    art: charm('moon', ['#90caf9', '#1565c0'], SILVER),
  },
  {
    kind: 'keychain',
    name: 'Pearl Rose Keychain',
    price: 16,
    description: 'Blush rose charm with a faux-pearl bead.',
    art: charm('rose', ['#f48fb1', '#d9a79a'], '#d9a79a', '#fbf7ee'),
  },
  {
    kind: 'keychain',
    name: 'Ruby Heart Keychain',
    price: 15,
    description: 'Deep red heart, a small gift that says a lot.',
    art: charm('gem-heart', ['#c62828', GOLD], GOLD),
  },
  // Occasion products
  {
    kind: 'occasion-product',
    category: 'birthday',
    name: 'Birthday Bliss Bouquet',
    price: 59,
    description: 'A bright mix of gerberas and roses for a happy birthday.',
    art: flowers(
      '#fffdf5',
      {
        arrangement: 'wrapped',
        blooms: [
          { kind: 'gerbera', colours: PARTY, share: 2 },
          { kind: 'rose', colours: ['#ffca28', '#ec407a'] },
        ],
        base: '#e3f2fd',
        ribbon: '#42a5f5',
      },
      ['balloons'],
    ),
  },
  {
    kind: 'occasion-product',
    category: 'birthday',
    name: 'Confetti Surprise Box',
    price: 49,
    description: 'A hat box of colourful blooms, as fun as a party.',
    art: flowers(
      '#faf5ff',
      {
        arrangement: 'hat-box',
        blooms: [
          { kind: 'gerbera', colours: ['#ab47bc', '#ffee58', '#29b6f6', '#ef5350'] },
          { kind: 'carnation', colours: ['#ef5350', '#ab47bc'] },
        ],
        base: '#ffffff',
        ribbon: '#ab47bc',
      },
      ['confetti'],
    ),
  },
  {
    kind: 'occasion-product',
    category: 'fathers-day',
    name: 'Classic Gentleman Box',
    price: 64,
    description: 'White and blue blooms in a navy box with a gold band.',
    art: flowers(
      '#eef1f8',
      {
        arrangement: 'long-box',
        blooms: [
          { kind: 'rose', colours: WHITE },
          { kind: 'hydrangea', colours: ['#64b5f6', '#1e88e5'] },
        ],
        base: '#1a237e',
        ribbon: '#d4af37',
      },
      ['bow-tie'],
    ),
  },
  {
    kind: 'occasion-product',
    category: 'fathers-day',
    name: 'Evergreen Thanks Bouquet',
    price: 52,
    description: 'Green and white blooms with eucalyptus, calm and classic.',
    art: flowers('#f3f6f2', {
      arrangement: 'vase',
      blooms: [
        { kind: 'lily', colours: WHITE },
        { kind: 'hydrangea', colours: ['#c5e1a5'] },
      ],
      greenery: ['eucalyptus', 'fern'],
      base: '#e8f1ee',
      ribbon: '#8d6e63',
    }),
  },
  {
    kind: 'occasion-product',
    category: 'mothers-day',
    name: "Mom's Garden Bouquet",
    price: 69,
    description: 'Peonies, roses and sweet peas, like a walk in her garden.',
    art: flowers('#fff7fa', {
      arrangement: 'basket',
      blooms: [
        { kind: 'peony', colours: PINK },
        { kind: 'rose', colours: ['#fff3e0', '#f8bbd0'] },
        { kind: 'carnation', colours: ['#ce93d8', '#f48fb1'] },
      ],
      greenery: ['babys-breath'],
      base: '#c8a06a',
      ribbon: '#f06292',
    }),
  },
  {
    kind: 'occasion-product',
    category: 'mothers-day',
    name: 'Pink Peony Hat Box',
    price: 72,
    description: 'Lush pink peonies in a keepsake hat box.',
    art: flowers('#fff0f5', {
      arrangement: 'hat-box',
      blooms: [{ kind: 'peony', colours: PINK }],
      greenery: ['leaves'],
      base: '#f8bbd0',
      ribbon: '#ffffff',
    }),
  },
  {
    kind: 'occasion-product',
    category: 'anniversary',
    name: 'Forever Red Roses',
    price: 95,
    description: 'Two dozen red roses for the one who stayed.',
    art: flowers('#fbeeee', {
      arrangement: 'wrapped',
      blooms: [{ kind: 'rose', colours: RED }],
      base: '#212121',
      ribbon: '#d4af37',
    }),
  },
  {
    kind: 'occasion-product',
    category: 'anniversary',
    name: 'Golden Years Box',
    price: 110,
    description: 'Champagne and ivory roses in a gold-trimmed box.',
    art: flowers(
      '#fbf6ea',
      {
        arrangement: 'hat-box',
        blooms: [{ kind: 'rose', colours: ['#fff8e1', '#ffe0b2', '#ffffff'] }],
        greenery: ['babys-breath'],
        base: '#d4af37',
        ribbon: '#5d4037',
      },
      ['champagne'],
    ),
  },
  {
    kind: 'occasion-product',
    category: 'express-love',
    name: 'Sweetheart Roses',
    price: 58,
    description: 'Red and pink roses to say it without words.',
    art: flowers('#fff4f6', {
      arrangement: 'heart-wrapped',
      blooms: [{ kind: 'rose', colours: ['#e53935', '#f48fb1'] }],
      base: '#fce4ec',
      ribbon: '#c62828',
    }),
  },
  {
    kind: 'occasion-product',
    category: 'express-love',
    name: 'Love Letter Box',
    price: 66,
    description: 'A blush box of roses with room for a handwritten note.',
    art: flowers(
      '#fdf3f6',
      {
        arrangement: 'square-box',
        blooms: [{ kind: 'rose', colours: ['#e91e63', '#f8bbd0', '#ffffff'] }],
        base: '#fff1f4',
        ribbon: '#c2185b',
      },
      ['love-letter'],
    ),
  },
  {
    kind: 'occasion-product',
    category: 'valentines-day',
    name: "Valentine's Dozen",
    price: 85,
    description: 'Twelve premium red roses, the Valentine classic.',
    art: flowers(
      '#fff0f0',
      { arrangement: 'sleeved', blooms: [{ kind: 'rose', colours: RED }], base: '#ffffff', ribbon: '#c62828' },
      ['teddy'],
    ),
  },
  {
    kind: 'occasion-product',
    category: 'valentines-day',
    name: 'Be Mine Heart Box',
    price: 79,
    description: 'Red roses packed close in a black box tied with red satin.',
    art: flowers('#f7eeee', {
      arrangement: 'heart-box',
      blooms: [{ kind: 'rose', colours: RED }],
      base: '#111111',
      ribbon: '#e53935',
    }),
  },
  {
    kind: 'occasion-product',
    category: 'congratulations',
    name: 'Bravo Sunflowers',
    price: 55,
    description: 'Tall sunflowers to celebrate a big win.',
    art: flowers(
      '#fffbe6',
      { arrangement: 'wrapped', blooms: [{ kind: 'sunflower', colours: SUN }], base: '#5d4037', ribbon: '#fbc02d' },
      ['confetti'],
    ),
  },
  {
    kind: 'occasion-product',
    category: 'congratulations',
    name: 'Celebration Box',
    price: 62,
    description: 'Gold, white and coral blooms for a milestone.',
    art: flowers(
      '#fff8f0',
      {
        arrangement: 'square-box',
        blooms: [
          { kind: 'gerbera', colours: ['#ff8a65', '#ffd54f'] },
          { kind: 'rose', colours: WHITE },
        ],
        base: '#ffffff',
        ribbon: '#d4af37',
      },
      ['graduation-cap'],
    ),
  },
];
