/** Texts of the shared premium pieces: the profile's card and the "Seja Premium" modal (spec §2, §6). */
export const premiumTexts = {
  bePremium: 'Seja Premium',
  modalDescription: 'Desbloqueie todos os recursos do app:',
  benefits: ['Listas salvas ilimitadas', 'Organização automática por categorias', 'Backup das suas listas na nuvem'],
  continue: 'Continuar',
  mostPopular: 'MAIS POPULAR',
  cardTitle: 'Premium',
  plan: 'Plano',
  planName: (tier: string | null) => (tier === 'Anual' ? 'Premium Anual' : 'Premium Mensal'),
  expires: 'Válido até',
  cancelScheduled: 'Cancelamento agendado',
  manage: 'Gerenciar Assinatura',
  loginDescription: 'Faça login ou cadastre-se para assinar o Premium.',
} as const;
