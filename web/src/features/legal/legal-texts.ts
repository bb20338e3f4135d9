/** One headed section of a legal document. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  /** A list shown after the paragraphs. */
  bullets?: readonly string[];
  /** Ends the section with a link to the contact form on /ajuda. */
  linkToHelp?: boolean;
}

/** A legal document: its title (the screen's h1), an introduction and its sections. */
export interface LegalDocument {
  title: string;
  updatedAt: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

const updatedAt = 'Última atualização: 27 de novembro de 2026';

/** /termos-de-uso (spec §2; the voice credit limit of spec §9). */
const terms: LegalDocument = {
  title: 'Termos de Uso',
  updatedAt,
  intro: [
    'Bem-vindo ao Lista de Compras por Voz. Estes Termos de Uso explicam as regras para usar o app, com ou sem conta, e o plano Premium. Leia com atenção: ao usar o app, você concorda com eles.',
  ],
  sections: [
    {
      heading: '1. O serviço',
      paragraphs: [
        'O Lista de Compras por Voz é um aplicativo web instalável para montar listas de compras falando ou digitando. Você pode adicionar, editar e remover itens, informar quantidades e preços, guardar rascunhos e salvar listas para consultar depois.',
        'Os recursos podem mudar com o tempo, à medida que o app é melhorado. Quando uma mudança afetar o que você contratou no Premium, avisaremos antes.',
      ],
    },
    {
      heading: '2. Uso sem conta e conta de usuário',
      paragraphs: [
        'Você pode usar o app sem conta, como visitante, com limites: 1 rascunho guardado no aparelho e nenhuma lista salva. Ao criar uma conta ou entrar, as listas feitas como visitante neste aparelho passam a ser da sua conta.',
        'Para criar uma conta, informe nome, e-mail e uma senha com pelo menos 6 caracteres. Você é responsável por manter sua senha em segredo e pelas atividades feitas na sua conta. No plano gratuito com conta, você pode ter 1 lista salva.',
      ],
    },
    {
      heading: '3. Plano Premium e pagamentos',
      paragraphs: [
        'O Premium oferece listas ilimitadas, por voz e digitadas, organização automática dos itens por categoria e backup na nuvem com sincronização entre aparelhos.',
        'A assinatura é mensal (R$ 4,99 ou € 2,79) ou anual (R$ 29,99 ou € 16,99) e é renovada automaticamente ao fim de cada período, até que você a cancele. Os pagamentos são processados pela Stripe; não recebemos nem guardamos os dados do seu cartão.',
        'Você pode cancelar a qualquer momento em "Gerenciar Assinatura". O cancelamento vale ao fim do período já pago, e o Premium continua ativo até lá. Na primeira contratação, você pode desistir em até 7 dias e receber o valor de volta, conforme o Código de Defesa do Consumidor.',
      ],
    },
    {
      heading: '4. Uso da voz e limite de créditos',
      paragraphs: [
        'Cada gravação é transcrita pelo reconhecimento de fala do seu navegador, e o texto é enviado aos nossos servidores para identificar os itens. Esse processamento tem custo, por isso o uso da voz está sujeito a um limite mensal razoável de créditos, suficiente para o uso normal de quem faz compras.',
        'Se o limite mensal for ultrapassado, o uso adicional da voz pode ser cobrado à parte. Antes de qualquer cobrança extra, você será avisado do valor e poderá escolher se continua; digitar itens continua disponível sem custo adicional.',
        'O reconhecimento de fala pode errar. Confira os itens e as quantidades antes de ir às compras.',
      ],
    },
    {
      heading: '5. Uso adequado',
      paragraphs: ['Ao usar o app, você se compromete a não:'],
      bullets: [
        'usar o app para fins ilegais ou para enviar conteúdo ofensivo, ilícito ou que viole direitos de terceiros;',
        'tentar acessar contas, listas ou dados de outras pessoas;',
        'sobrecarregar, automatizar em massa ou tentar burlar os limites do app, dos planos ou dos créditos de voz;',
        'copiar, modificar ou revender o app ou partes dele sem autorização.',
      ],
    },
    {
      heading: '6. Seu conteúdo',
      paragraphs: [
        'As listas, os itens, os rascunhos e as mensagens que você cria são seus. Você nos autoriza a guardá-los e processá-los apenas para prestar o serviço: mostrar, salvar, sincronizar e organizar suas listas.',
        'Itens e listas excluídos vão para a Lixeira, de onde podem ser restaurados ou excluídos permanentemente.',
      ],
    },
    {
      heading: '7. Responsabilidades e limitações',
      paragraphs: [
        'Trabalhamos para que o app funcione bem e sem interrupções, mas ele pode ficar indisponível por manutenção, falhas de conexão ou motivos fora do nosso controle. Os preços que você informa nas listas servem apenas para sua organização e não são ofertas de nenhuma loja.',
        'Podemos suspender ou encerrar contas que descumpram estes Termos, sempre que possível com aviso prévio. Você pode deixar de usar o app e pedir a exclusão da sua conta a qualquer momento.',
      ],
    },
    {
      heading: '8. Alterações destes Termos',
      paragraphs: [
        'Podemos atualizar estes Termos para refletir mudanças no app ou na lei. A data da última atualização fica no início da página, e mudanças importantes serão avisadas no app. Continuar usando o app depois disso significa aceitar a nova versão.',
      ],
    },
    {
      heading: '9. Lei aplicável e contato',
      paragraphs: [
        'Estes Termos seguem as leis do Brasil, incluindo o Código de Defesa do Consumidor e a Lei Geral de Proteção de Dados (LGPD). Fica eleito o foro do domicílio do consumidor.',
        'Dúvidas, sugestões ou reclamações podem ser enviadas pelo formulário de contato da página Ajuda.',
      ],
      linkToHelp: true,
    },
  ],
};

/** /politica-privacidade (spec §2), under the LGPD. */
const privacy: LegalDocument = {
  title: 'Política de Privacidade',
  updatedAt,
  intro: [
    'Esta Política de Privacidade explica quais dados o Lista de Compras por Voz coleta, para que os usa, com quem os compartilha e como você pode exercer seus direitos, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).',
  ],
  sections: [
    {
      heading: '1. Dados que coletamos',
      paragraphs: ['Coletamos apenas o necessário para o app funcionar:'],
      bullets: [
        'Conta: nome e e-mail informados no cadastro. A senha é guardada pelo serviço de autenticação de forma protegida; nós não temos acesso a ela.',
        'Listas e rascunhos: nomes das listas, itens, quantidades, preços e categorias, além das datas de criação, alteração e exclusão.',
        'Identificador do aparelho: um código aleatório criado no primeiro uso e guardado no navegador, usado para manter suas listas e rascunhos como visitante e para ligá-los à sua conta quando você entra.',
        'Voz: a transcrição do que você fala ao adicionar ou remover itens por voz e, onde o navegador não reconhece a fala, o áudio gravado, só durante o processamento (veja o item 2).',
        'Assinatura: plano, situação e data de vencimento do Premium. Os dados de pagamento ficam com a Stripe.',
        'Contato e termos: as mensagens enviadas pelo formulário da Ajuda (nome, e-mail opcional, assunto e mensagem) e o registro de quando você aceitou estes documentos.',
      ],
    },
    {
      heading: '2. Voz: o que é enviado e para quem',
      paragraphs: [
        'Onde o navegador reconhece a fala, ele mesmo a transforma em texto: o app não grava nem recebe o áudio, e apenas o texto transcrito é enviado aos nossos servidores, que identificam os itens e as quantidades e podem usar um serviço de inteligência artificial da nossa provedora de nuvem (Amazon Bedrock, da Amazon Web Services) para isso.',
        'Onde o navegador não reconhece a fala (por exemplo, no Firefox, nos navegadores internos de aplicativos de mensagens ou no app instalado no iPhone), o app grava o que você diz depois que você toca no microfone, por no máximo 15 segundos, e envia esse áudio aos nossos servidores, que o repassam ao Amazon Transcribe, o serviço de transcrição da Amazon Web Services, para transformá-lo em texto; o texto segue o mesmo caminho descrito acima. O áudio não é guardado: ele existe só durante o processamento e é descartado em seguida,.',
        'O texto e o áudio não são usados para publicidade. Alguns navegadores usam serviços do próprio fabricante para reconhecer a fala; nesse caso, vale também a política de privacidade do fabricante do navegador.',
      ],
    },
    {
      heading: '3. Para que usamos seus dados',
      paragraphs: ['Usamos seus dados para:'],
      bullets: [
        'criar, salvar, sincronizar e organizar suas listas e rascunhos (execução do contrato);',
        'entrar na sua conta e manter seu acesso seguro;',
        'aplicar os limites do plano gratuito e liberar os recursos do Premium;',
        'processar a assinatura e os pagamentos, e cumprir obrigações legais e fiscais;',
        'responder às suas mensagens e melhorar o app, prevenindo abusos e falhas (legítimo interesse).',
      ],
    },
    {
      heading: '4. Com quem compartilhamos',
      paragraphs: [
        'Não vendemos seus dados nem os usamos para publicidade. Eles são compartilhados apenas com prestadores que nos ajudam a operar o app, sob contrato e com proteção adequada: a Amazon Web Services, que hospeda o app, a autenticação e o banco de dados e transcreve as gravações de voz (Amazon Transcribe), e a Stripe, que processa os pagamentos do Premium. Também podemos compartilhá-los quando a lei ou uma autoridade competente exigir.',
        'Esses prestadores podem tratar dados fora do Brasil, sempre com as garantias exigidas pela LGPD.',
      ],
    },
    {
      heading: '5. Armazenamento no aparelho e cookies',
      paragraphs: [
        'O app guarda no armazenamento local do navegador o identificador do aparelho, os rascunhos, suas preferências (como exibir preços e a moeda) e os dados da sessão. Não usamos cookies de publicidade nem de rastreamento. Você pode apagar esses dados limpando os dados do site no navegador.',
      ],
    },
    {
      heading: '6. Por quanto tempo guardamos',
      paragraphs: [
        'Guardamos seus dados enquanto sua conta existir ou enquanto forem necessários para prestar o serviço. Itens e listas excluídos ficam na Lixeira até você restaurá-los ou excluí-los permanentemente. Quando você pede a exclusão da conta, apagamos seus dados, exceto os que a lei nos obriga a manter por um prazo, como registros de pagamento.',
        'Os dados de visitante guardados em nossos servidores (rascunho, aceite dos documentos e uso do aparelho) são apagados 180 dias depois da última alteração. As mensagens do formulário de contato são apagadas 1 ano depois do envio.',
      ],
    },
    {
      heading: '7. Segurança',
      paragraphs: [
        'Os dados trafegam com criptografia (HTTPS) e ficam em servidores com controle de acesso. Cada pessoa só acessa as próprias listas. Nenhum sistema é totalmente imune a incidentes; se algum afetar seus dados, avisaremos você e a Autoridade Nacional de Proteção de Dados (ANPD), como manda a lei.',
      ],
    },
    {
      heading: '8. Seus direitos pela LGPD',
      paragraphs: ['Você pode, a qualquer momento e sem custo:'],
      bullets: [
        'confirmar se tratamos seus dados e acessá-los;',
        'corrigir dados incompletos, inexatos ou desatualizados;',
        'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desacordo com a lei;',
        'pedir a portabilidade dos seus dados;',
        'saber com quem compartilhamos seus dados;',
        'revogar o consentimento e pedir a eliminação dos dados tratados com base nele;',
        'opor-se a um tratamento e apresentar reclamação à ANPD.',
      ],
    },
    {
      heading: '9. Crianças e adolescentes',
      paragraphs: [
        'O app não é direcionado a menores de 13 anos. Adolescentes devem usá-lo com o acompanhamento dos pais ou responsáveis.',
      ],
    },
    {
      heading: '10. Alterações e contato',
      paragraphs: [
        'Podemos atualizar esta Política; a data da última atualização fica no início da página, e mudanças importantes serão avisadas no app.',
        'Para exercer seus direitos ou tirar dúvidas sobre privacidade, escreva pelo formulário de contato da página Ajuda, informando seu e-mail para que possamos responder.',
      ],
      linkToHelp: true,
    },
  ],
};

/** User-facing strings of /termos-de-uso and /politica-privacidade (spec §2, §4 Agreements). */
export const legalTexts = {
  accept: 'Aceitar e fechar',
  leave: 'Sair',
  helpLink: 'Abrir o formulário de contato',
  actionsLabel: 'Aceitar ou sair',
  documents: { terms, privacy },
} as const;

export type LegalDocumentKind = keyof typeof legalTexts.documents;
