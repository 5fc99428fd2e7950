/** "$180": whole US dollars, as the demo's prices are written. */
export const formatPrice = (dollars: number): string => `$${dollars.toLocaleString('en-US')}`;
