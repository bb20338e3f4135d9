/** One question of /faq with its answer, in paragraphs. */
export interface FaqEntry {
  /** Stable id, used as the accordion item's value. */
  id: string;
  question: string;
  answer: readonly string[];
}

/**
 * User-facing strings of /faq (spec §2 FAQ): the six questions the spec lists, with
 * answers that describe the app as it works today.
 */
export const faqTexts = {
  title: 'Perguntas Frequentes',
  intro: 'Toque em uma pergunta para ver a resposta.',
  moreHelp: 'Não encontrou o que procurava?',
  contactLink: 'Fale conosco na Ajuda',
  entries: [
    {
      id: 'categorias',
      question: 'Organizar os itens por categoria é um recurso Premium?',
      answer: [
        'Sim. A organização automática dos itens por categoria, como Hortifruti, Laticínios e Ovos, Padaria e Confeitaria, Bebidas e Limpeza e Lavanderia, faz parte do Premium.',
        'No plano gratuito, os itens aparecem na ordem em que você os adicionou.',
      ],
    },
    {
      id: 'nova-lista',
      question: 'Como crio uma nova lista?',
      answer: [
        'Na tela Início, toque em "Iniciar Lista" (ou em "Nova Lista", se você já tiver rascunhos). Na tela Adicionar Itens, toque no microfone e fale os itens, ou toque em "Digitar itens" para escrevê-los.',
        'Quando terminar, toque em "Salvar Lista" e dê um nome a ela; para salvar é preciso entrar na sua conta. Se sair antes de salvar, você pode guardar a lista como rascunho e continuar depois em Rascunhos.',
      ],
    },
    {
      id: 'compartilhar',
      question: 'Posso compartilhar uma lista salva por um aplicativo de mensagens?',
      answer: [
        'Sim. Toque em "Compartilhar" no cartão da lista em Listas Salvas, na tela da lista ou na Lista Final. O celular abre as opções de compartilhamento para você escolher o WhatsApp ou outro aplicativo; onde isso não existe, o WhatsApp abre com a lista pronta para enviar, e, se nem isso for possível, a lista é copiada para você colar na conversa.',
        'A mensagem traz o nome da lista em negrito, um item por linha com a quantidade, as categorias quando a organização por categoria está ativa, os preços e o total quando os preços aparecem, os itens já comprados riscados no fim e o link do app.',
        'Suas listas salvas também ficam na sua conta: entre com o mesmo e-mail em outro celular ou computador para abri-las lá.',
      ],
    },
    {
      id: 'gravacao-voz',
      question: 'Como funciona a gravação por voz?',
      answer: [
        'Na tela Adicionar Itens ou dentro de uma lista salva, toque no microfone e fale naturalmente, por exemplo: "2 quilos de arroz, leite e pão". A gravação para sozinha quando você termina de falar; para parar antes, toque de novo no microfone.',
        'O reconhecimento de fala do seu navegador transforma a fala em texto, e só esse texto é enviado para identificar os itens e as quantidades. Onde o navegador não reconhece a fala, o app grava até 15 segundos, mostrando o tempo, e envia o áudio para ser transcrito no servidor; o áudio não é guardado. Para remover um item, diga, por exemplo, "tira o leite".',
        'Na primeira vez, permita o uso do microfone quando o navegador pedir.',
      ],
    },
    {
      id: 'editar-itens',
      question: 'Posso editar os itens depois de adicioná-los?',
      answer: [
        'Sim. Toque no lápis ao lado do item para mudar o nome e em "Qtd" para mudar a quantidade. Se a exibição de preços estiver ativada, informe o preço no campo do item.',
        'Para tirar um item, toque na lixeira. Em uma lista salva, o item vai para a Lixeira da lista, de onde você pode restaurá-lo.',
      ],
    },
    {
      id: 'premium',
      question: 'O que ganho com o Premium?',
      answer: [
        'Listas ilimitadas, feitas por voz ou digitadas (no plano gratuito você pode ter 1 lista salva), organização automática dos itens por categoria e backup na nuvem, com suas listas sincronizadas entre seus aparelhos.',
        'O Premium custa R$ 4,99 por mês ou R$ 29,99 por ano, e você pode cancelar quando quiser.',
      ],
    },
  ] satisfies readonly FaqEntry[],
} as const;
