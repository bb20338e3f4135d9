/** User-facing strings of an invitation link, /convite/{token} (issue 23). */
export const invitationTexts = {
  title: 'Convite para uma lista',
  invites: (inviter: string, list: string) => `${inviter} convidou você para a lista "${list}".`,
  explain: 'Ao entrar, você vê a lista, adiciona, edita e marca itens junto com quem convidou.',
  join: 'Entrar na lista',
  joining: 'Entrando...',
  home: 'Ir para o início',
  joined: 'Você entrou na lista',
  gone: {
    expired: 'Este convite expirou. Peça um novo convite a quem compartilhou a lista.',
    used: 'Este convite já foi usado. Peça um novo convite a quem compartilhou a lista.',
    revoked: 'Este convite foi cancelado por quem compartilhou a lista.',
  },
  notFound: 'Convite não encontrado. Confira o link ou peça um novo convite.',
  loadFailed: 'Não foi possível abrir o convite. Verifique sua conexão e tente de novo.',
  retry: 'Tentar Novamente',
} as const;
