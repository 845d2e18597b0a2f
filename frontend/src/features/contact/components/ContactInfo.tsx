import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '../../../components/icons/icons';
import { SHOP, type ExternalLink } from '../../../config/shop';
import { ChatIcon, ClockIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon } from './ContactIcons';
import { OpeningWeek } from './OpeningWeek';

const LINK_ICONS: Record<string, ComponentType<IconProps>> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  [SHOP.chatLink.label]: ChatIcon,
};

/** A page of the shop elsewhere: a new tab that cannot reach back into the shop's window. */
function OutsideLink({ link, kind }: { link: ExternalLink; kind: 'social' | 'chat' }) {
  const LinkIcon = LINK_ICONS[link.label] ?? ChatIcon;
  return (
    <a
      className="contact-info__outside-link"
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={`contact-${kind}-link`}
    >
      <LinkIcon />
      <span>{kind === 'chat' ? `Chat on ${link.label}` : link.label}</span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

interface InfoItemProps {
  icon: ComponentType<IconProps>;
  label: string;
  testId?: string;
  children: ReactNode;
}

/** One detail of the shop under its small caps label, beside its icon (a block: the hours are a table). */
function InfoItem({ icon: ItemIcon, label, testId, children }: InfoItemProps) {
  return (
    <div className="contact-info__item">
      <ItemIcon className="contact-info__icon" />
      <div className="contact-info__detail">
        <span className="contact-info__label">{label}</span>
        <div data-testid={testId}>{children}</div>
      </div>
    </div>
  );
}

/**
 * Where the shop is and how to reach it (SPEC §2): pickup address, phone, e-mail, the week's hours
 * and coming holidays (as the admin's schedule keeps them), two social networks and a chat app.
 */
export function ContactInfo() {
  return (
    <section className="contact-card contact-info" aria-labelledby="contact-info-title" data-testid="contact-info">
      <h2 id="contact-info-title" className="contact-card__title">
        Visit or call us
      </h2>
      <address className="contact-info__list">
        <InfoItem icon={PinIcon} label="Store pickup" testId="contact-shop-address">
          {SHOP.pickupAddress}
        </InfoItem>
        <InfoItem icon={PhoneIcon} label="Phone">
          <a href={SHOP.phoneLink} data-testid="contact-shop-phone">
            {SHOP.phone}
          </a>
        </InfoItem>
        <InfoItem icon={MailIcon} label="E-mail">
          <a href={`mailto:${SHOP.email}`} data-testid="contact-shop-email">
            {SHOP.email}
          </a>
        </InfoItem>
        <InfoItem icon={ClockIcon} label="Opening hours">
          <OpeningWeek />
        </InfoItem>
      </address>
      <h3 className="contact-info__subtitle">Follow and chat with us</h3>
      <ul className="contact-info__outside-links">
        {SHOP.socialLinks.map((link) => (
          <li key={link.href}>
            <OutsideLink link={link} kind="social" />
          </li>
        ))}
        <li>
          <OutsideLink link={SHOP.chatLink} kind="chat" />
        </li>
      </ul>
    </section>
  );
}
