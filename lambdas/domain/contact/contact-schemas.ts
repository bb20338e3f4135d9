import * as z from 'zod';

/** The contact form (spec §2 Help, §5): name and message required, e-mail optional. */
export const contactRequiredMessage = 'Nome e mensagem são obrigatórios';

export const contactMessageBodySchema = z.strictObject(
  {
    name: z.string({ error: contactRequiredMessage }).trim().min(1, contactRequiredMessage).max(100, 'O nome pode ter no máximo 100 caracteres.'),
    email: z
      .string({ error: 'Informe um e-mail válido.' })
      .trim()
      .max(254, 'Informe um e-mail válido.')
      .refine((value) => value === '' || z.email().safeParse(value).success, 'Informe um e-mail válido.')
      .optional(),
    subject: z.string({ error: 'Assunto inválido.' }).trim().max(200, 'O assunto pode ter no máximo 200 caracteres.').optional(),
    message: z.string({ error: contactRequiredMessage }).trim().min(1, contactRequiredMessage).max(5000, 'A mensagem pode ter no máximo 5000 caracteres.'),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);

export type ContactMessageBody = z.output<typeof contactMessageBodySchema>;
