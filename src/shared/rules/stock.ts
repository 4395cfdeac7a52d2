/** The refusal when a shopper asks for more than there is. */
export function stockMessage(stock: number): string {
  return stock <= 0 ? 'Out of stock' : `Only ${stock} left in stock`;
}
