import { useQuery } from '@tanstack/react-query';
import { orderListQuery, orderQuery, type OrderListFilters } from './queries';

/** The list screen's data: a page of orders with the counts per status. */
export function useOrderList(filters: OrderListFilters) {
  return useQuery(orderListQuery(filters));
}

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}
