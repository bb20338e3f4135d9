import * as z from 'zod/mini';

/** Terms of use and privacy policy acceptance (spec §3 user_agreements), shared with the web app. */
export const agreementBodySchema = z.strictObject(
  {
    termsAccepted: z.boolean({ error: 'Informe se os termos de uso foram aceitos.' }),
    privacyAccepted: z.boolean({ error: 'Informe se a política de privacidade foi aceita.' }),
  },
  { error: 'A requisição tem campos desconhecidos.' },
);

export type AgreementBody = z.output<typeof agreementBodySchema>;
