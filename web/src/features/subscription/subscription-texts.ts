import { formatMoney } from '@/lib/format';

/** The plans' prices (spec §9). The server charges the Stripe Price; these are what the screens show. */
export const planPrices = {
  brl: { monthly: 4.99, yearly: 29.99, yearlyPerMonth: 2.5, saving: 50 },
  eur: { monthly: 2.79, yearly: 16.99, yearlyPerMonth: 1.42, saving: 49 },
} as const;

/** Twelve monthly payments, and what the yearly plan saves on them (spec §9: R$ 59,88 and R$ 29,89), in cents to stay exact. */
function yearOfMonthly(currency: keyof typeof planPrices) {
  const { monthly, yearly } = planPrices[currency];
  const cents = Math.round(monthly * 100) * 12;
  return { total: cents / 100, saved: (cents - Math.round(yearly * 100)) / 100 };
}

export type ScreenCurrency = keyof typeof planPrices;

const brl = (value: number) => formatMoney(value, 'BRL');
const eur = (value: number) => formatMoney(value, 'EUR');

/** Texts of the subscription screens: pt-BR for BRL, European Portuguese for EUR (spec §2). */
export const subscriptionTexts = {
  brl: {
    title: 'Gerenciar Assinatura',
    loginPrompt: 'Entre na sua conta para assinar o Premium.',
    loginButton: 'Entrar / Cadastrar',
    plansIntro: 'Escolha seu plano Premium:',
    monthly: 'Mensal',
    yearly: 'Anual',
    perMonth: '/mês',
    perYear: '/ano',
    monthlyPrice: brl(planPrices.brl.monthly),
    yearlyPrice: brl(planPrices.brl.yearly),
    yearlyPerMonth: `cerca de ${brl(planPrices.brl.yearlyPerMonth)} por mês`,
    saving: `Economize ${planPrices.brl.saving}%`,
    yearComparison: `No plano mensal você paga ${brl(yearOfMonthly('brl').total)} por ano; no anual, economiza ${brl(yearOfMonthly('brl').saved)}.`,
    subscribeMonthly: 'Assinar Mensal',
    subscribeYearly: 'Assinar Anual',
    activeTitle: 'Você é Premium',
    plan: 'Plano',
    planName: (tier: string | null) => (tier === 'Anual' ? 'Premium Anual' : 'Premium Mensal'),
    validUntil: 'Válido até',
    cancelScheduled: 'Cancelamento agendado',
    cancelScheduledDetail: (date: string) => `Seu acesso Premium continua até ${date}.`,
    manage: 'Gerenciar Assinatura',
    upgradeToAnnual: 'Mudar para o plano anual',
    confirming: 'Confirmando pagamento...',
    confirmed: 'Pagamento confirmado! Você agora é Premium.',
    notConfirmedYet: 'Ainda não recebemos a confirmação do pagamento. Atualize a página em alguns instantes.',
    checkoutCancelled: 'Pagamento cancelado.',
    checkoutFailed: 'Não foi possível iniciar o pagamento. Tente novamente.',
    portalFailed: 'Não foi possível abrir o portal de gerenciamento da assinatura.',
    statusFailed: 'Não foi possível verificar o status da assinatura.',
    errorTitle: 'Erro',
  },
  eur: {
    title: 'Gerir Subscrição',
    loginPrompt: 'Inicie sessão na sua conta para subscrever o Premium.',
    loginButton: 'Iniciar sessão / Registar',
    plansIntro: 'Escolha o seu plano Premium:',
    monthly: 'Mensal',
    yearly: 'Anual',
    perMonth: '/mês',
    perYear: '/ano',
    monthlyPrice: eur(planPrices.eur.monthly),
    yearlyPrice: eur(planPrices.eur.yearly),
    yearlyPerMonth: `cerca de ${eur(planPrices.eur.yearlyPerMonth)} por mês`,
    saving: `Economize ${planPrices.eur.saving}%`,
    yearComparison: `No plano mensal paga ${eur(yearOfMonthly('eur').total)} por ano; no anual, poupa ${eur(yearOfMonthly('eur').saved)}.`,
    subscribeMonthly: 'Subscrever Mensal',
    subscribeYearly: 'Subscrever Anual',
    activeTitle: 'A sua Subscrição Premium está ativa',
    plan: 'Plano',
    planName: (tier: string | null) => (tier === 'Anual' ? 'Premium Anual' : 'Premium Mensal'),
    validUntil: 'Válida até',
    cancelScheduled: 'Cancelamento agendado',
    cancelScheduledDetail: (date: string) => `O seu acesso Premium mantém-se até ${date}.`,
    manage: 'Gerir Subscrição',
    upgradeToAnnual: 'Mudar para o plano anual',
    confirming: 'A confirmar o pagamento...',
    confirmed: 'Pagamento confirmado! Já é Premium.',
    notConfirmedYet: 'Ainda não recebemos a confirmação do pagamento. Atualize a página dentro de momentos.',
    checkoutCancelled: 'Pagamento cancelado.',
    checkoutFailed: 'Não foi possível iniciar o pagamento da subscrição. Tente novamente.',
    portalFailed: 'Não foi possível abrir o portal de gestão da subscrição.',
    statusFailed: 'Não foi possível verificar o estado da subscrição.',
    errorTitle: 'Erro',
  },
  currency: {
    title: 'Como deseja pagar?',
    subtitle: 'Escolha a moeda da sua assinatura Premium.',
    real: 'Real Brasileiro (R$)',
    realHint: `A partir de ${brl(planPrices.brl.monthly)} por mês`,
    euro: 'Euro (€)',
    euroHint: `A partir de ${eur(planPrices.eur.monthly)} por mês`,
  },
  payment: {
    title: 'Seja Premium',
    signedInAs: (email: string) => `Conectado como ${email}`,
  },
  upgrade: {
    title: 'Upgrade para o Plano Anual',
    intro: 'Troque o plano mensal pelo anual e economize.',
    /** The charge is in the currency the monthly plan is paid in (the server charges that Price). */
    steps: (currency: ScreenCurrency) => [
      'O plano mensal é cancelado automaticamente.',
      'O plano anual começa imediatamente.',
      `A cobrança de ${formatMoney(planPrices[currency].yearly, currency === 'eur' ? 'EUR' : 'BRL')} é feita hoje.`,
      'A próxima cobrança será daqui a 12 meses.',
    ],
    button: 'Fazer upgrade para o Anual',
    failed: 'Não foi possível iniciar o processo de upgrade.',
    alreadyAnnual: 'Você já está no plano anual.',
    notMonthly: 'O upgrade é para quem assina o plano mensal.',
    seePlans: 'Ver planos',
  },
} as const;

export type SubscriptionScreenTexts = (typeof subscriptionTexts)['brl'] | (typeof subscriptionTexts)['eur'];
