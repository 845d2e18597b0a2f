import { Link } from 'react-router-dom';
import boxesImage from '../assets/boxes.svg';
import graduationImage from '../assets/graduation.svg';
import moneyBouquetImage from '../assets/money-bouquet.svg';

const TILES = [
  {
    title: 'Graduation',
    text: 'Sunny bouquets to cheer the class of the year.',
    to: '/occasions#congratulations',
    image: graduationImage,
    alt: 'A graduation cap on a bouquet of sunflowers',
  },
  {
    title: 'Money Bouquet',
    text: 'Folded-bill rosettes among fresh roses.',
    to: '/bouquets',
    image: moneyBouquetImage,
    alt: 'A bouquet of folded green bills and white roses',
  },
  {
    title: 'Boxes',
    text: 'Roses and blooms arranged in keepsake boxes.',
    to: '/boxes',
    image: boxesImage,
    alt: 'A pink box filled with roses',
  },
];

/** The three collection tiles of the home page: Graduation, Money Bouquet, Boxes (SPEC §2). */
export function CollectionTiles() {
  return (
    <section className="home-section" aria-labelledby="collections-title" data-testid="home-collections">
      <p className="home-eyebrow">Collections</p>
      <h2 id="collections-title" className="home-section__title">
        Shop by collection
      </h2>
      <ul className="home-tiles">
        {TILES.map((tile) => (
          <li key={tile.title}>
            <Link className="home-tile" to={tile.to} data-testid="collection-tile">
              <img className="home-tile__image" src={tile.image} alt={tile.alt} loading="lazy" />
              <span className="home-tile__body">
                <span className="home-tile__title">{tile.title}</span>
                <span className="home-tile__text">{tile.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
