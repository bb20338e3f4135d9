import * as z from 'zod/mini';

/** The contact form (spec §2 Help, §5): name and message required, e-mail optional. */
export const contactRequiredMessage = 'Nome e mensagem são obrigatórios';

export const contactMessageBodySchema = z.strictObject(
  {
    name: z
      .string({ error: contactRequiredMessage })
      .check(
        z.trim(),
        z.minLength(1, contactRequiredMessage),
        z.maxLength(100, 'O nome pode ter no máximo 100 caracteres.'),
      ),
    email: z.optional(
      z.string({ error: 'Informe um e-mail válido.' }).check(
        z.trim(),
        z.maxLength(254, 'Informe um e-mail válido.'),
        z.refine((value) => value === '' || z.email().safeParse(value).success, 'Informe um e-mail válido.'),
      ),
    ),
    subject: z.optional(
      z
        .string({ error: 'Assunto inválido.' })
        .check(z.trim(), z.maxLength(200, 'O assunto pode ter no máximo 200 caracteres.')),
    ),
    message: z
      .string({ error: contactRequiredMessage })
      .check(
        z.trim(),
        z.minLength(1, contactRequiredMessage),
        z.maxLength(5000, 'A mensagem pode ter no máximo 5000 caracteres.'),
      ),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);

export type ContactMessageBody = z.output<typeof contactMessageBodySchema>;
