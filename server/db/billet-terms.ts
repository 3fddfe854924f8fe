/**
 * The columns of a boleto issued without penalty, fees or discounts (a payment link's boleto):
 * penalty 3 isento, fees 5 isento, no discounts, issued with layout 1 (Itaú 109, CNAB 240).
 */
export function plainBilletTerms(dueDate: string, valueCents: number) {
  return {
    layout_id: 1,
    original_due_date: dueDate,
    original_value_cents: valueCents,
    penalty_type: 3,
    fees_type: 5,
    discounts: '[]',
  };
}
