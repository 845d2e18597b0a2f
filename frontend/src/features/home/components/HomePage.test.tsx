import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OccasionProduct } from '../../../lib/api/schemas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import HomePage from './HomePage';
import { records } from '../../../test/api-records';

const products = records<OccasionProduct>(
  ['birthday', 'anniversary', 'get-well', 'express-love', 'birthday', 'mothers-day'].map((category, index) => ({
    _id: `o${index}`,
    name: `Gift ${index}`,
    price: 40 + index,
    category,
    images: [`/img/o${index}.webp`],
  })),
);

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderHome() {
  renderWithQueries(
    <MemoryRouter>
      <HomePage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('has a muted, looping banner video with the heading Explore!', () => {
    mockFetch(() => jsonResponse(products));
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Explore!' })).toBeTruthy();
    const video = screen.getByTestId('home-banner-video') as HTMLVideoElement;
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.querySelector('source')?.getAttribute('src')).toBe('/media/home-banner.webm');
    expect(video.getAttribute('poster')).toBe('/media/home-banner-poster.webp');
  });

  it('pauses and plays the banner video with its control', () => {
    mockFetch(() => jsonResponse(products));
    renderHome();
    const video = screen.getByTestId('home-banner-video') as HTMLVideoElement;
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banner video' }));
    expect(video.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play the banner video' })).toBeTruthy();
  });

  it('has the About block, the three collection tiles and the three promotions', () => {
    mockFetch(() => jsonResponse(products));
    renderHome();
    expect(screen.getByTestId('home-about')).toBeTruthy();
    const tiles = screen.getAllByTestId('collection-tile');
    expect(tiles.map((tile) => tile.querySelector('.home-tile__title')?.textContent)).toEqual(['Graduation', 'Money Bouquet', 'Boxes']);
    expect(within(screen.getByTestId('home-promo-birthday-bucket')).getByRole('heading').textContent).toBe('Birthday Bucket');
    expect(within(screen.getByTestId('home-promo-money-bouquet')).getByRole('heading').textContent).toBe('Money Bouquet');
    expect(within(screen.getByTestId('home-promo-key-chains')).getByRole('heading').textContent).toBe('Key Chains');
  });

  it('features four products, one per category first', async () => {
    const fetchSpy = mockFetch(() => jsonResponse(products));
    renderHome();
    const cards = await screen.findAllByTestId('featured-card');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/occasion-products');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByTestId('product-name').textContent)).toEqual(['Gift 0', 'Gift 1', 'Gift 2', 'Gift 3']);
  });

  it.each([
    ['Shop Boxes', '/boxes'],
    ['View more', '/occasions'],
    ['View All', '/occasions'],
    ['Explore Now', '/bouquets'],
    ['Explore', '/keychain'],
  ])('the %s button opens %s', async (label, path) => {
    mockFetch(() => jsonResponse(products));
    renderHome();
    await screen.findAllByTestId('featured-card');
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(screen.getByTestId('location').textContent).toBe(path);
  });
});
