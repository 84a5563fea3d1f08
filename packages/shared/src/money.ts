/** Money is stored as integer paisa; the API speaks rupees with at most 2 decimals. */

/** Rounds half up at the paisa; toPrecision removes binary noise (1.005 * 100 = 100.49999...). */
export const toPaisa = (rupees: number): number => Math.round(Number((rupees * 100).toPrecision(12)));
export const toRupees = (paisa: number): number => Math.round(paisa) / 100;

/** Indian digit grouping: 123456.5 -> "1,23,456.50"; whole rupees show no decimals. */
export function groupIndian(rupees: number): string {
  const negative = rupees < 0;
  const [whole, fraction] = Math.abs(rupees).toFixed(2).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  const text = fraction === '00' ? grouped : `${grouped}.${fraction}`;
  return negative ? `-${text}` : text;
}

/** "Rs. 1,23,456.50" */
export const formatRs = (rupees: number): string => `Rs. ${groupIndian(rupees)}`;
