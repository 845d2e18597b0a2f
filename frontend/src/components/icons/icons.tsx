import type { SVGProps } from 'react';

/**
 * Small line icons drawn inline so the header needs no icon font or image download. This module is
 * part of the first page load; icons only lazily loaded screens use live in their own modules
 * (password-visibility-icons.tsx).
 */
export type IconProps = SVGProps<SVGSVGElement>;

/** The frame of every line icon (24×24, stroked in the text colour, hidden from screen readers); features draw their own inside it. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </Icon>
  );
}

export function OrdersIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6" />
    </Icon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </Icon>
  );
}

/** A door with an arrow leaving it: sign out. */
export function LogoutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

export function FlowerLogo(props: IconProps) {
  return (
    <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false" {...props}>
      <g transform="translate(32 30)">
        <g fill="#f48fb1">
          <ellipse rx="9" ry="15" transform="translate(0 -12)" />
          <ellipse rx="9" ry="15" transform="rotate(72) translate(0 -12)" />
          <ellipse rx="9" ry="15" transform="rotate(144) translate(0 -12)" />
          <ellipse rx="9" ry="15" transform="rotate(216) translate(0 -12)" />
          <ellipse rx="9" ry="15" transform="rotate(288) translate(0 -12)" />
        </g>
        <circle r="7" fill="#ffd54f" />
      </g>
      <path d="M32 44v18" stroke="#66bb6a" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
