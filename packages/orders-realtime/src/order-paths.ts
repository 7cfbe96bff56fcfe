/** The routes of the Orders area (orders.module.tsx mounts them). */
export const ORDERS_PATH = '/orders';
export const ORDER_HISTORY_PATH = '/orders/history';
export const offerPath = (orderId: string) => `/create-offer/${encodeURIComponent(orderId)}`;
