/** User-facing strings of /final-list (spec §2 Final list). */
export const finalListTexts = {
  title: 'Lista Final',
  itemCount: (total: number, checked: number) =>
    `${total === 1 ? '1 item' : `${total} itens`} · ${checked === 1 ? '1 marcado' : `${checked} marcados`}`,
  emptyState: 'Sua lista final está vazia. Fale ou digite itens para começar.',
  checked: (name: string) => `${name} já está no carrinho`,
  save: 'Salvar Lista',
  home: 'Início',
  loginReason: 'Faça login ou crie uma conta para salvar esta lista e acessá-la de qualquer lugar.',
} as const;
