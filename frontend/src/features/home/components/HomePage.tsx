import birthdayBucketImage from '../assets/birthday-bucket.svg';
import keychainsImage from '../assets/keychains.svg';
import moneyBouquetImage from '../assets/money-bouquet.svg';
import { AboutBlock } from './AboutBlock';
import { CollectionTiles } from './CollectionTiles';
import { FeaturedProducts } from './FeaturedProducts';
import { HomeBanner } from './HomeBanner';
import { PromoBlock } from './PromoBlock';
import './home.css';

/**
 * `/` (SPEC §2): banner video with Explore!, About, the Birthday Bucket promo, three collection
 * tiles, four featured products, and the Money Bouquet and Key Chains promos.
 */
export default function HomePage() {
  return (
    <div className="home" data-testid="home-page">
      <HomeBanner />
      <AboutBlock />
      <PromoBlock
        id="birthday-bucket"
        eyebrow="Party ready"
        title="Birthday Bucket"
        text="A bucket brimming with roses and daisies, ready to be the brightest thing at the party. Pair it with a gift box for a birthday they will remember."
        imageSrc={birthdayBucketImage}
        imageAlt="A birthday bucket of roses and daisies with balloons"
        buttonLabel="Shop Boxes"
        to="/boxes"
      />
      <CollectionTiles />
      <FeaturedProducts />
      <PromoBlock
        id="money-bouquet"
        eyebrow="A gift that counts"
        title="Money Bouquet"
        text="Crisp folded-bill rosettes tucked among fresh roses: a favourite for graduations, weddings and big birthdays."
        imageSrc={moneyBouquetImage}
        imageAlt="A bouquet of folded green bills and white roses"
        buttonLabel="Explore Now"
        to="/bouquets"
        reverse
      />
      <PromoBlock
        id="key-chains"
        eyebrow="Little keepsakes"
        title="Key Chains"
        text="Flower, heart and star charms made to carry a smile everywhere. Sweet on their own, or as a tiny extra with a bouquet."
        imageSrc={keychainsImage}
        imageAlt="Daisy, heart and star keychain charms on a brass ring"
        buttonLabel="Explore"
        to="/keychain"
      />
    </div>
  );
}
