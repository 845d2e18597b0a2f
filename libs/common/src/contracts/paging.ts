import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Largest page an admin list sends; the SPA asks for 10 orders (SPEC §9) and 25 messages. */
export const PAGE_MAX_SIZE = 100;
/**
 * Highest page asked for: far past any shop's lists, and small enough that page × size stays a
 * number every store can skip by (`?page=1e20` made MongoDB's skip overflow into a 500).
 */
export const PAGE_MAX = 1_000_000;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${PAGE_MAX}`;
const SIZE_MESSAGE = `size must be a whole number from 1 to ${PAGE_MAX_SIZE}`;

/** `?page=&size=` of an admin list: without page, the whole list (what SPEC's clients read). */
export class PageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(PAGE_MAX, { message: PAGE_MESSAGE })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: SIZE_MESSAGE })
  @Min(1, { message: SIZE_MESSAGE })
  @Max(PAGE_MAX_SIZE, { message: SIZE_MESSAGE })
  size?: number;
}

/** The store's skip and limit for a page query (`size` defaulting to `defaultSize`); none without a page. */
export function pageWindow({ page, size }: PageQueryDto, defaultSize: number): { skip?: number; limit?: number } {
  if (!page) return {};
  const pageSize = size ?? defaultSize;
  return { skip: (page - 1) * pageSize, limit: pageSize };
}

/** A page of an admin list and how many items match in all (the gateway's `X-Total-Count`). */
export interface ListPage<T> {
  items: T[];
  total: number;
}
