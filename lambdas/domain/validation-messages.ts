import { ptBR } from 'zod/locales';

const { localeError } = ptBR();

/**
 * The pt-BR message of any zod issue a schema gives no message of its own, nested ones
 * included (`currentItems: [123]`): passed to every parse of a request, so no answer falls
 * back to zod's English "Invalid input".
 */
export const ptBRValidationError = (issue: Parameters<typeof localeError>[0]): string => {
  const message = localeError(issue);
  return (typeof message === 'string' ? message : message?.message) ?? 'Dados inválidos.';
};
