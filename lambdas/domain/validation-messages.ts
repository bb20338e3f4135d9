import type { $ZodRawIssue } from 'zod/v4/core';

/** How a message names the JSON type a field should have held. */
const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
};

/** "máximo 200 caracteres" for a text, "máximo 500 itens" for a list, "máximo 99" for a number. */
const bound = (word: 'máximo' | 'mínimo', value: unknown, origin: string) =>
  `${word} ${String(value)}${origin === 'string' ? ' caracteres' : origin === 'array' ? ' itens' : ''}`;

/**
 * The pt-BR message of any zod issue a schema gives no message of its own, nested ones
 * included (`currentItems: [123]`): passed to every parse of a request, so no answer falls
 * back to zod's English "Invalid input". Own words rather than zod's pt-BR locale, which
 * names every format and type zod knows (~4 KB in each function's bundle).
 */
export const ptBRValidationError = (issue: $ZodRawIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return `Entrada inválida: esperava ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
    case 'too_big':
      return `Entrada inválida: ${bound('máximo', issue.maximum, issue.origin)}.`;
    case 'too_small':
      return `Entrada inválida: ${bound('mínimo', issue.minimum, issue.origin)}.`;
    case 'invalid_value':
      return `Entrada inválida: esperava ${issue.values.map((value) => (typeof value === 'string' ? `"${value}"` : String(value))).join(' ou ')}.`;
    case 'unrecognized_keys':
      return `Entrada inválida: campos desconhecidos (${issue.keys.join(', ')}).`;
    default:
      return 'Entrada inválida.';
  }
};
