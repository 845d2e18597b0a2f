import type { ReactNode } from 'react';
import { PageTitle } from '../components/PageTitle';

/** A screen with a fixed tab title; screens with data (lists, products) set their own. */
export function titled(title: string, screen: ReactNode) {
  return (
    <>
      <PageTitle title={title} />
      {screen}
    </>
  );
}
