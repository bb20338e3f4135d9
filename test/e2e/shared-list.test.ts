import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser';
import {
  api,
  createList,
  expectGone,
  expectVisible,
  goOffline,
  goOnline,
  installShareSheet,
  sharedData,
  signUpInBrowser,
  url,
} from './e2e-helpers';

describe('two people keep one list (issue 23)', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  async function phone(): Promise<Page> {
    const context = await phoneContext(browser, url);
    contexts.push(context);
    await context.addInitScript(installShareSheet);
    return context.newPage();
  }

  it('A invites, B signs up through the link, both edit, A removes B and B loses the list', async () => {
    const [a, b] = [await phone(), await phone()];
    const ana = await signUpInBrowser(a, 'Ana Souza');
    const listId = await createList(ana, 'Casa', ['arroz']);

    await a.goto(`/saved-list/${listId}`);
    await a.getByRole('button', { name: 'Convidar' }).click();
    const message = (await sharedData(a))[0]!.text!;
    expect(message).toMatch(
      /^Ana Souza convidou você para a lista "Casa" no Lista de Compras por Voz\. Entre pelo link: /,
    );
    const link = /https?:\/\/\S+\/convite\/[\w-]{22}/.exec(message)![0];
    await expectVisible(a.getByText(/^Convite pendente · vale até/));

    // B has no account: the link leads to the registration tab, and back.
    await b.goto(link);
    await expectVisible(b.getByRole('tab', { name: 'Cadastrar', selected: true }));
    await b.getByLabel('Nome').fill('Bia Lima');
    await b.getByLabel('E-mail').fill(`e2e-${randomUUID()}@exemplo.com.br`);
    await b.getByLabel('Senha').fill('segredo1');
    await b.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expectVisible(b.getByText('Ana Souza convidou você para a lista "Casa".'));
    await b.getByRole('button', { name: 'Entrar na lista' }).click();
    await expectVisible(b.getByRole('heading', { name: 'Casa', level: 1 }));
    await expectVisible(b.getByText('Compartilhada por Ana Souza'));

    // Both edit: B adds by typing, A checks an item off; each sees the other's change.
    await b.getByRole('button', { name: 'Digitar itens' }).click();
    await b.getByLabel('Item', { exact: true }).fill('leite');
    await b.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expectVisible(b.getByRole('main').getByText('leite', { exact: true }));
    await a.reload();
    await expectVisible(a.getByRole('main').getByText('leite', { exact: true }));
    await expectVisible(a.getByRole('region', { name: 'Quem está na lista' }).getByText('Bia Lima'));
    await expectGone(a.getByText(/^Convite pendente/));
    await a.getByRole('checkbox', { name: /arroz/ }).click();
    await b.reload();
    await expectVisible(b.getByRole('checkbox', { name: /arroz/, checked: true }));

    await b.goto('/saved-lists');
    await expectVisible(b.getByText('Compartilhada por Ana Souza'));
    await b.getByRole('link', { name: /Casa/ }).click();
    await expectVisible(b.getByRole('heading', { name: 'Casa', level: 1 }));

    // B checks an item off with no signal; meanwhile A removes B. Back online, B's change is
    // dropped with a notice (not retried), B's open screen says the list is gone, and the list
    // leaves B's lists.
    await goOffline(b.context());
    await b.getByRole('checkbox', { name: /leite/ }).click();
    await expectVisible(b.getByText('1 alteração pendente'));
    await a.getByRole('button', { name: 'Remover Bia Lima' }).click();
    await a.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    await expectVisible(a.getByText('Bia Lima foi removido da lista'));
    await goOnline(b.context());
    await expectVisible(b.getByText('Você não tem mais acesso a esta lista'));
    await expectVisible(
      b.getByText('Esta lista não está mais disponível para você: quem a compartilhou a excluiu ou removeu você dela.'),
      20_000,
    );
    await expectGone(b.getByText('1 alteração pendente'));
    await b.goto('/saved-lists');
    await expectVisible(b.getByText('Você ainda não tem listas salvas.'));
    await a.reload();
    await expectVisible(a.getByRole('checkbox', { name: /leite/, checked: false }));
  });

  it('a cancelled or used link says so in pt-BR and offers the home screen', async () => {
    const [owner, guest] = [await phone(), await phone()];
    const ana = await signUpInBrowser(owner, 'Ana Souza');
    const bia = await signUpInBrowser(guest, 'Bia Lima');
    const listId = await createList(ana, 'Feira', ['pão']);
    const call = api({ user: ana });
    const invite = async () =>
      (await call('POST', `/lists/${listId}/invitations`, { inviterName: 'Ana Souza' })).body.invitation as {
        id: string;
        token: string;
      };

    const cancelled = await invite();
    expect((await call('DELETE', `/lists/${listId}/invitations/${cancelled.id}`)).status).toBe(204);
    await guest.goto(`/convite/${cancelled.token}`);
    await expectVisible(guest.getByText('Este convite foi cancelado por quem compartilhou a lista.'));
    await guest.getByRole('main').getByRole('link', { name: 'Ir para o início' }).click();
    await guest.waitForURL(/\/(home)?$/);

    const used = await invite();
    expect((await api({ user: bia })('POST', `/invitations/${used.token}/accept`, { memberName: 'Bia' })).status).toBe(
      200,
    );
    const caio = await phone();
    await signUpInBrowser(caio, 'Caio');
    await caio.goto(`/convite/${used.token}`);
    await expectVisible(caio.getByText('Este convite já foi usado. Peça um novo convite a quem compartilhou a lista.'));
    // Bia, already in the list, is taken to it.
    await guest.goto(`/convite/${used.token}`);
    await expectVisible(guest.getByRole('heading', { name: 'Feira', level: 1 }));
  });
});
