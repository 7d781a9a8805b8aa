/**
 * The orders screen's calls: GET /api/admin/orders (filters, paged), GET
 * /api/admin/orders/:orderNumber, POST …/:orderNumber/capture | cancel | refund |
 * resend_confirmation.
 */
import type { AdminOrderDocument, AdminOrderList } from "../../../generated/types.ts";
import { call } from "../../api.ts";
import { filtersQuery, type OrderFilters, PER_PAGE } from "./order-logic.ts";
import type { OrderAction } from "./texts.ts";

export const ORDERS_KEY = ["admin", "orders"] as const;
export const ordersKey = (filters: OrderFilters) => [...ORDERS_KEY, "list", filters] as const;
export const orderKey = (orderNumber: string) => [...ORDERS_KEY, "one", orderNumber] as const;

export const fetchOrders = (filters: OrderFilters): Promise<AdminOrderList> =>
  call("listAdminOrders", {
    query: { ...filtersQuery(filters), page: Math.max(1, filters.page), per_page: PER_PAGE },
  });

export const fetchOrder = (orderNumber: string): Promise<AdminOrderDocument> =>
  call("getAdminOrder", { params: { orderNumber } });

export const runOrderAction = (orderNumber: string, action: OrderAction) =>
  call("runAdminOrderAction", { params: { orderNumber, action } });
