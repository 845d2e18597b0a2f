import type { OccasionCategory, ProductKind } from '@flowershop/common';
import type { ProductArt } from './product-art.js';

export interface DemoProduct {
  kind: ProductKind;
  name: string;
  /** US dollars. */
  price: number;
  description?: string;
  category?: OccasionCategory;
  art: ProductArt;
}

// Palettes shared by several products: flower colours first, then what they sit in.
const RED = ['#c62828', '#e53935', '#ad1457'];
const BLUSH = ['#f48fb1', '#f8bbd0', '#ec407a'];
const SUNNY = ['#fbc02d', '#ffffff', '#ff9800'];
const LAVENDER = ['#9575cd', '#ffffff', '#b39ddb'];
const PASTEL = ['#f8bbd0', '#b3e5fc', '#fff59d', '#c5e1a5'];
const MONEY = ['#7cb342', '#c5e1a5', '#ffffff'];

function drawnAs(family: 'bouquet' | 'box') {
  return (colours: string[], base: string, ribbon: string, background: string): ProductArt => ({
    family,
    colours,
    base,
    ribbon,
    background,
  });
}
const bouquet = drawnAs('bouquet');
const box = drawnAs('box');
const charm = (charmShape: ProductArt['charm'], colours: string[], ribbon: string): ProductArt => ({
  family: 'keychain',
  colours,
  base: '#c9a94b',
  ribbon,
  background: '#f6f1ea',
  charm: charmShape,
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
    art: bouquet(RED, '#f8d7da', '#b71c1c', '#fdf1f3'),
  },
  {
    kind: 'bouquet',
    name: 'Blush Garden',
    price: 78,
    description: 'Pink peonies and garden roses, soft and romantic.',
    art: bouquet(BLUSH, '#ffffff', '#ec407a', '#fff5f8'),
  },
  {
    kind: 'bouquet',
    name: 'Sunny Morning',
    price: 49,
    description: 'Sunflowers and white daisies to brighten any room.',
    art: bouquet(SUNNY, '#d7b98e', '#5d4037', '#fffbea'),
  },
  {
    kind: 'bouquet',
    name: 'Lavender Mist',
    price: 58,
    description: 'Lavender roses with white lisianthus and eucalyptus.',
    art: bouquet(LAVENDER, '#ede7f6', '#673ab7', '#f7f4fc'),
  },
  {
    kind: 'bouquet',
    name: 'Money Bouquet Deluxe',
    price: 120,
    description: 'Folded-bill rosettes with fresh green roses. Bills not included; bring your own or ask us.',
    art: bouquet(MONEY, '#1b5e20', '#fbc02d', '#f1f8e9'),
  },
  {
    kind: 'bouquet',
    name: 'Pastel Whisper',
    price: 54,
    description: 'Mixed pastel tulips and ranunculus in a light wrap.',
    art: bouquet(PASTEL, '#e1f5fe', '#90caf9', '#fafcff'),
  },
  // Boxes
  {
    kind: 'box',
    name: 'Birthday Bucket Box',
    price: 55,
    art: box(['#ff7043', '#ffca28', '#ec407a'], '#26a69a', '#ffffff', '#e0f2f1'),
  },
  { kind: 'box', name: 'Blush Rose Box', price: 45, art: box(BLUSH, '#fce4ec', '#ad1457', '#fff8fa') },
  { kind: 'box', name: 'Luxury Red Rose Box', price: 89, art: box(RED, '#212121', '#d4af37', '#f5f5f5') },
  { kind: 'box', name: 'Mini Pastel Box', price: 29, art: box(PASTEL, '#ffffff', '#90caf9', '#f3f8fd') },
  { kind: 'box', name: 'Lavender Dream Box', price: 62, art: box(LAVENDER, '#4527a0', '#ffffff', '#f3effa') },
  { kind: 'box', name: 'Sunshine Hat Box', price: 52, art: box(SUNNY, '#fff3e0', '#ef6c00', '#fffaf0') },
  // Keychains
  {
    kind: 'keychain',
    name: 'Pink Heart Charm',
    price: 12,
    description: 'Enamel heart charm on a gold-tone ring.',
    art: charm('heart', ['#f06292', '#ad1457'], '#f8bbd0'),
  },
  {
    kind: 'keychain',
    name: 'Gold Star Keychain',
    price: 14,
    description: 'A bright star for your keys or bag.',
    art: charm('star', ['#ffd54f', '#c79a00'], '#fff59d'),
  },
  {
    kind: 'keychain',
    name: 'Daisy Flower Keychain',
    price: 10,
    description: 'Cheerful daisy charm with a white bead.',
    art: charm('flower', ['#ffffff', '#fbc02d'], '#ffffff'),
  },
  {
    kind: 'keychain',
    name: 'Crescent Moon Keychain',
    price: 13,
    description: 'Silver-blue crescent moon charm.',
    art: charm('moon', ['#90caf9', '#1565c0'], '#e3f2fd'),
  },
  {
    kind: 'keychain',
    name: 'Pearl Rose Keychain',
    price: 16,
    description: 'Blush rose charm with a faux-pearl bead.',
    art: charm('flower', ['#f8bbd0', '#c2185b'], '#fafafa'),
  },
  {
    kind: 'keychain',
    name: 'Ruby Heart Keychain',
    price: 15,
    description: 'Deep red heart, a small gift that says a lot.',
    art: charm('heart', ['#c62828', '#7f0000'], '#ef9a9a'),
  },
  // Occasion products
  {
    kind: 'occasion-product',
    category: 'birthday',
    name: 'Birthday Bliss Bouquet',
    price: 59,
    description: 'A bright mix of gerberas and roses for a happy birthday.',
    art: bouquet(['#ff7043', '#ffca28', '#ec407a'], '#e3f2fd', '#42a5f5', '#fffdf5'),
  },
  {
    kind: 'occasion-product',
    category: 'birthday',
    name: 'Confetti Surprise Box',
    price: 49,
    description: 'A hat box of colourful blooms, as fun as a party.',
    art: box(['#ab47bc', '#ffee58', '#29b6f6', '#ef5350'], '#ffffff', '#ab47bc', '#faf5ff'),
  },
  {
    kind: 'occasion-product',
    category: 'fathers-day',
    name: 'Classic Gentleman Box',
    price: 64,
    description: 'White and blue blooms in a navy box with a gold band.',
    art: box(['#ffffff', '#64b5f6', '#1e88e5'], '#1a237e', '#d4af37', '#eef1f8'),
  },
  {
    kind: 'occasion-product',
    category: 'fathers-day',
    name: 'Evergreen Thanks Bouquet',
    price: 52,
    description: 'Green and white blooms with eucalyptus, calm and classic.',
    art: bouquet(['#ffffff', '#aed581', '#dcedc8'], '#37474f', '#8d6e63', '#f3f6f2'),
  },
  {
    kind: 'occasion-product',
    category: 'mothers-day',
    name: "Mom's Garden Bouquet",
    price: 69,
    description: 'Peonies, roses and sweet peas, like a walk in her garden.',
    art: bouquet(BLUSH, '#fff8e1', '#f06292', '#fff7fa'),
  },
  {
    kind: 'occasion-product',
    category: 'mothers-day',
    name: 'Pink Peony Hat Box',
    price: 72,
    description: 'Lush pink peonies in a keepsake hat box.',
    art: box(BLUSH, '#f8bbd0', '#ffffff', '#fff0f5'),
  },
  {
    kind: 'occasion-product',
    category: 'anniversary',
    name: 'Forever Red Roses',
    price: 95,
    description: 'Two dozen red roses for the one who stayed.',
    art: bouquet(RED, '#212121', '#d4af37', '#fbeeee'),
  },
  {
    kind: 'occasion-product',
    category: 'anniversary',
    name: 'Golden Years Box',
    price: 110,
    description: 'Champagne and ivory roses in a gold-trimmed box.',
    art: box(['#fff8e1', '#ffe082', '#ffffff'], '#d4af37', '#5d4037', '#fbf6ea'),
  },
  {
    kind: 'occasion-product',
    category: 'express-love',
    name: 'Sweetheart Roses',
    price: 58,
    description: 'Red and pink roses to say it without words.',
    art: bouquet(['#e53935', '#f48fb1'], '#fce4ec', '#c62828', '#fff4f6'),
  },
  {
    kind: 'occasion-product',
    category: 'express-love',
    name: 'Love Letter Box',
    price: 66,
    description: 'A blush box of roses with room for a handwritten note.',
    art: box(['#e91e63', '#f8bbd0', '#ffffff'], '#fff1f4', '#c2185b', '#fdf3f6'),
  },
  {
    kind: 'occasion-product',
    category: 'valentines-day',
    name: "Valentine's Dozen",
    price: 85,
    description: 'Twelve premium red roses, the Valentine classic.',
    art: bouquet(RED, '#ffffff', '#c62828', '#fff0f0'),
  },
  {
    kind: 'occasion-product',
    category: 'valentines-day',
    name: 'Be Mine Heart Box',
    price: 79,
    description: 'Red roses packed close in a black box tied with red satin.',
    art: box(RED, '#111111', '#e53935', '#f7eeee'),
  },
  {
    kind: 'occasion-product',
    category: 'congratulations',
    name: 'Bravo Sunflowers',
    price: 55,
    description: 'Tall sunflowers to celebrate a big win.',
    art: bouquet(SUNNY, '#5d4037', '#fbc02d', '#fffbe6'),
  },
  {
    kind: 'occasion-product',
    category: 'congratulations',
    name: 'Celebration Box',
    price: 62,
    description: 'Gold, white and coral blooms for a milestone.',
    art: box(['#ff8a65', '#ffffff', '#ffd54f'], '#ffffff', '#d4af37', '#fff8f0'),
  },
];
