import { CoverBanner } from '../../../components/catalog/CoverBanner';
import coverImage from '../assets/contact-cover.svg';
import { ContactForm } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import { ContactMap } from './ContactMap';
import './contact.css';

const COVER = {
  title: 'Contact Us',
  subtitle: 'Call, write or drop by the studio: we love to talk flowers.',
  imageSrc: coverImage,
  imageAlt: 'An open envelope with pink roses, tulips and daisies spilling out of it',
};

/** `/contact`: hero, the shop's details, the contact form and the map (SPEC §2). */
export default function ContactPage() {
  return (
    <div className="page contact-page" data-testid="contact-page">
      <CoverBanner {...COVER} />
      <div className="contact-page__grid">
        <ContactInfo />
        <ContactForm />
      </div>
      <ContactMap />
    </div>
  );
}
