/** The Stripe sandbox's form parsing and its two pages (checkout, portal), in pt-BR. */

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function money(cents: number, currency: string): string {
  const locale = currency === 'eur' ? 'pt-PT' : 'pt-BR';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

type Price = Record<string, unknown> & { recurring?: unknown };
const planName = (price: Price) =>
  (price.recurring as { interval: string }).interval === 'year' ? 'Premium Anual' : 'Premium Mensal';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0;color:#1a1f36}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
.tag{display:inline-block;font-size:12px;background:#ffe08a;border-radius:6px;padding:2px 8px}
h1{font-size:20px}.price{font-size:28px;font-weight:700;margin:8px 0 20px}
button{width:100%;padding:14px;font-size:16px;border:0;border-radius:8px;background:#635bff;color:#fff;cursor:pointer}
button.danger{background:#df1b41}a{display:block;text-align:center;margin-top:16px;color:#635bff}
p{line-height:1.5}</style></head><body><main><span class="tag">Stripe · sandbox local</span>${body}</main></body></html>`;
}

export const stripePage = {
  checkout(session: Record<string, unknown>, price: Price): string {
    const interval = (price.recurring as { interval: string }).interval === 'year' ? 'ano' : 'mês';
    const done = session.status !== 'open';
    return page(
      'Pagamento',
      `<h1>${escape(planName(price))}</h1>
<p class="price">${escape(money(price.unit_amount as number, price.currency as string))} / ${interval}</p>
<p>Ambiente de teste: nenhum cartão é cobrado.</p>
${
  done
    ? '<p>Este pagamento já foi confirmado.</p>'
    : `<form method="post" action="/checkout/${escape(session.id as string)}/confirm"><button type="submit">Confirmar pagamento</button></form>`
}
<a href="${escape(session.cancel_url as string)}">Voltar</a>`,
    );
  },

  portal(portal: Record<string, unknown>, subscription: Record<string, unknown> | undefined): string {
    if (!subscription)
      return page(
        'Assinatura',
        `<h1>Sua assinatura</h1><p>Nenhuma assinatura ativa.</p><a href="${escape(portal.return_url as string)}">Voltar</a>`,
      );
    const item = (subscription.items as { data: { price: Price; current_period_end: number }[] }).data[0]!;
    const end = new Date(item.current_period_end * 1000).toLocaleDateString('pt-BR', { timeZone: 'UTC' });
    const cancelled = subscription.cancel_at_period_end === true;
    return page(
      'Assinatura',
      `<h1>Sua assinatura</h1>
<p><strong>${escape(planName(item.price))}</strong> · ${escape(money(item.price.unit_amount as number, item.price.currency as string))}</p>
<p>${cancelled ? `Cancelada: termina em ${end}.` : `Renova em ${end}.`}</p>
${
  cancelled
    ? ''
    : `<form method="post" action="/portal/${escape(portal.id as string)}/cancel"><button class="danger" type="submit">Cancelar assinatura</button></form>`
}
<a href="${escape(portal.return_url as string)}">Voltar</a>`,
    );
  },

  notFound(): string {
    return page('Não encontrado', '<h1>Sessão não encontrada</h1>');
  },
};
