import { createListBodySchema, maxItemsPerSave } from '../../../lambdas/domain/lists/list-schemas';

function firstMessage(input: unknown): string | undefined {
  const parsed = createListBodySchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('the list schemas shared by the API and the web app', () => {
  it('trims names and fills the spec defaults', () => {
    const parsed = createListBodySchema.parse({ name: '  Feira ', items: [{ name: ' Arroz ' }] });
    expect(parsed).toEqual({ name: 'Feira', items: [{ name: 'Arroz', quantity: 1, price: null }] });
  });

  it.each([
    [{ name: '  ', items: [{ name: 'Arroz' }] }, 'Informe o nome da lista.'],
    [{ name: 'Feira', items: [] }, 'Lista vazia: adicione itens antes de salvar.'],
    [
      { name: 'Feira', items: [{ name: 'Arroz', quantity: 1.5 }] },
      'A quantidade deve ser um número inteiro maior que zero.',
    ],
    [{ name: 'Feira', items: [{ name: 'Arroz', price: -1 }] }, 'O preço deve ser um número maior ou igual a zero.'],
    [{ name: 'Feira', items: [{ name: 'Arroz', price: 1.999 }] }, 'O preço pode ter no máximo duas casas decimais.'],
    [{ name: 'x'.repeat(201), items: [{ name: 'Arroz' }] }, 'O nome da lista pode ter no máximo 200 caracteres.'],
    [{ name: 'Feira', items: [{ name: 'Arroz' }], userId: 'outra-pessoa' }, 'A requisição tem campos desconhecidos.'],
  ])('rejects %j with a pt-BR message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('accepts prices with two decimals and refuses lists longer than one transaction holds', () => {
    expect(firstMessage({ name: 'Feira', items: [{ name: 'Arroz', price: 19.99 }] })).toBeUndefined();
    const tooMany = Array.from({ length: maxItemsPerSave + 1 }, (_, i) => ({ name: `Item ${i}` }));
    expect(firstMessage({ name: 'Feira', items: tooMany })).toMatch(/no máximo 98 itens/);
  });
});
