import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi } from './shop-api';
import { shopKeys } from './keys';

/** GET /api/engagement/shop/featured: the featured items. */
export const getFeaturedItems = () => shopApi.featured();

export const featuredItemsQueryOptions = () => queryOptions({ queryKey: shopKeys.featured, queryFn: getFeaturedItems });

export function useFeaturedItems() {
  return useQuery(featuredItemsQueryOptions());
}
