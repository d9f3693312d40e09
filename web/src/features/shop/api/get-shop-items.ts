import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi } from './shop-api';
import { shopKeys } from './keys';

/** GET /api/engagement/shop: every item with the student's ownership. */
export const getShopItems = () => shopApi.shop();

export const shopItemsQueryOptions = () => queryOptions({ queryKey: shopKeys.all, queryFn: getShopItems });

export function useShopItems() {
  return useQuery(shopItemsQueryOptions());
}
