import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser';
import type { TestUser } from '../support/local-users';
import {
  api,
  createList,
  eventually,
  expectGone,
  expectVisible,
  goOffline,
  goOnline,
  installOfflineShell,
  phonePagePerTest,
  signInInBrowser,
  signUpInBrowser,
  url,
} from './e2e-helpers';

interface SavedItem {
  name: string;
  quantity: number;
  isPurchased: boolean;
}

const main = (page: Page) => page.getByRole('main');

async function savedItems(user: TestUser, listId: string): Promise<SavedItem[]> {
  const answer = await api({ user })('GET', `/lists/${listId}`);
  return (answer.body.list.items as SavedItem[]).map(({ name, quantity, isPurchased }) => ({
    name,
    quantity,
    isPurchased,
  }));
}

/** The keys of the app's offline database (lib/offline/device-store.ts): cached lists and outboxes. */
async function deviceKeys(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('lista-de-compras-offline');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** The user's id (Cognito `sub`), the second part of the device's keys. */
const idOf = (user: TestUser) =>
  (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

async function signOutFromProfile(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
}

async function addTyped(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Digitar itens' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByLabel('Item', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expectVisible(main(page).getByText(name, { exact: true }));
}

describe('saved lists without a network', () => {
  const phone = phonePagePerTest();
  let page: Page;
  let user: TestUser;

  beforeEach(async () => {
    page = phone.page;
    user = await signUpInBrowser(page);
  });

  it('keeps every change made offline over a reload, and the server holds exactly them once back online', async () => {
    const listId = await createList(user, 'Mercado', ['Arroz', 'Feijão', 'Leite']);
    await page.goto('/saved-lists');
    await expectVisible(page.getByText('Mercado', { exact: true }));
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByRole('heading', { name: 'Mercado' }));
    await installOfflineShell(page);
    await expectVisible(main(page).getByText('Leite', { exact: true }));

    await phone.context.setOffline(true);
    await expectVisible(page.getByText('Você está sem conexão. Algumas funções podem não estar disponíveis.'));
    await page.getByRole('checkbox', { name: 'Arroz comprado' }).click();
    await page.getByRole('button', { name: 'Qtd 1, editar quantidade de Feijão' }).click();
    await page.getByLabel('Quantidade de Feijão').fill('2');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Excluir Leite' }).click();
    await addTyped(page, 'Café');
    await expectVisible(page.getByText('4 alterações pendentes'));

    // Reload with no network: the list comes from the device, with the changes.
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Mercado' }));
    await expectVisible(page.getByText('4 alterações pendentes'));
    await expectVisible(main(page).getByText('Café', { exact: true }));
    await expectGone(main(page).getByText('Leite', { exact: true }));
    expect(await page.getByRole('checkbox', { name: 'Arroz comprado' }).isChecked()).toBe(true);
    await expectVisible(page.getByRole('button', { name: 'Qtd 2, editar quantidade de Feijão' }));
    await page.goto('/saved-lists');
    await expectVisible(page.getByText('Mercado', { exact: true }));
    await expectVisible(page.getByText('3 itens'));
    expect(await savedItems(user, listId)).toHaveLength(3);

    await phone.context.setOffline(false);
    await expectVisible(page.getByText('Todas as alterações foram sincronizadas'));
    expect(await savedItems(user, listId)).toEqual([
      { name: 'Arroz', quantity: 1, isPurchased: true },
      { name: 'Feijão', quantity: 2, isPurchased: false },
      { name: 'Café', quantity: 1, isPurchased: false },
    ]);
  });

  it('saves a list made offline when the network returns', async () => {
    await page.goto('/add-items');
    await installOfflineShell(page);
    await phone.context.setOffline(true);
    const toggle = page.getByRole('button', { name: 'Digitar itens' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    for (const name of ['Pão', 'Manteiga']) {
      await page.getByLabel('Item', { exact: true }).fill(name);
      await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
      await expectVisible(main(page).getByText(name, { exact: true }));
    }
    await page.getByRole('button', { name: 'Salvar Lista' }).click();
    await page.getByLabel('Nome da lista').fill('Café da manhã');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/saved-list/*');
    await expectVisible(page.getByRole('heading', { name: 'Café da manhã' }));
    await expectVisible(page.getByText('1 alteração pendente'));
    expect((await api({ user })('GET', '/lists')).body.lists).toEqual([]);

    await phone.context.setOffline(false);
    await expectVisible(page.getByText('Todas as alterações foram sincronizadas'));
    const listId = new URL(page.url()).pathname.split('/').pop()!;
    expect((await savedItems(user, listId)).map((item) => item.name)).toEqual(['Pão', 'Manteiga']);
  });

  it('keeps a list saved offline past the free limit as a draft, and shows the limit dialog', async () => {
    await createList(user, 'Primeira', ['Sal']);
    await page.goto('/add-items');
    await installOfflineShell(page);
    await phone.context.setOffline(true);
    await addTyped(page, 'Azeite');
    await page.getByRole('button', { name: 'Salvar Lista' }).click();
    await page.getByLabel('Nome da lista').fill('Segunda');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Segunda' }));

    await phone.context.setOffline(false);
    const dialog = page.getByRole('dialog', { name: 'Limite de listas atingido' });
    await expectVisible(dialog);
    await expectVisible(page.getByText('"Segunda" foi guardada nos rascunhos'));
    await dialog.getByRole('button', { name: 'Continuar com limite' }).click();
    expect((await api({ user })('GET', '/lists')).body.lists.map((list: { name: string }) => list.name)).toEqual([
      'Primeira',
    ]);
    await page.goto('/drafts');
    await expectVisible(page.getByText('Segunda', { exact: true }));
  });

  it('sends what was left in the outbox from any screen the app starts on', async () => {
    const listId = await createList(user, 'Feira', ['Uva']);
    await page.goto(`/saved-list/${listId}`);
    await installOfflineShell(page);
    await expectVisible(main(page).getByText('Uva', { exact: true }));
    await phone.context.setOffline(true);
    await page.getByRole('checkbox', { name: 'Uva comprado' }).click();
    await expectVisible(page.getByText('1 alteração pendente'));
    await page.goto('/home');
    await expectVisible(
      page.getByRole('link', { name: 'Iniciar Lista' }).or(page.getByRole('button', { name: 'Iniciar Lista' })),
    );
    await phone.context.setOffline(false);
    await eventually(
      () => savedItems(user, listId),
      (items) => items[0]?.isPurchased === true,
    );
  });

  it('drops an edit of an item deleted on another phone, with a notice', async () => {
    const listId = await createList(user, 'Feira', ['Banana', 'Maçã']);
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(main(page).getByText('Banana', { exact: true }));
    await phone.context.setOffline(true);
    await page.getByRole('checkbox', { name: 'Banana comprado' }).click();
    await expectVisible(page.getByText('1 alteração pendente'));
    const banana = (await api({ user })('GET', `/lists/${listId}`)).body.list.items[0].id as string;
    expect((await api({ user })('DELETE', `/lists/${listId}/items/${banana}`)).status).toBe(204);

    await phone.context.setOffline(false);
    await expectVisible(page.getByText('Alteração em "Banana" descartada'));
    await expectVisible(page.getByText('Este item foi excluído em outro lugar; a alteração foi descartada.'));
    await expectGone(main(page).getByText('Banana', { exact: true }));
    expect((await savedItems(user, listId)).map((item) => item.name)).toEqual(['Maçã']);
  });
});

describe('restoring from the trash without a network', () => {
  const phone = phonePagePerTest();

  it('restores a list and an item offline, shows them at once and saves them when the network returns', async () => {
    const { page, context } = phone;
    const user = await signUpInBrowser(page);
    const call = api({ user });
    const listId = await createList(user, 'Churrasco', ['Carvão', 'Picanha', 'Farofa']);
    const [, picanha] = (await call('GET', `/lists/${listId}`)).body.list.items as { id: string }[];
    expect((await call('PATCH', `/lists/${listId}/items/${picanha!.id}`, { quantity: 3 })).status).toBe(200);
    expect((await call('DELETE', `/lists/${listId}/items/${picanha!.id}`)).status).toBe(204);
    await page.goto('/saved-lists');
    await page.getByText('Churrasco', { exact: true }).click();
    await expectVisible(main(page).getByText('Farofa', { exact: true }));
    await page.goto(`/trash?type=items&listId=${listId}`);
    await expectVisible(main(page).getByText('Picanha', { exact: true }));
    await installOfflineShell(page);
    expect((await call('DELETE', `/lists/${listId}`)).status).toBe(204);
    await page.goto('/trash?type=lists');
    await expectVisible(main(page).getByText('Churrasco', { exact: true }));

    await goOffline(context);
    await page.getByRole('button', { name: 'Restaurar Churrasco' }).click();
    await expectVisible(page.getByText('Lista restaurada'));
    await expectVisible(page.getByText('1 alteração pendente'));
    await expectGone(main(page).getByText('Churrasco', { exact: true }));
    await page.goto(`/trash?type=items&listId=${listId}`);
    await page.getByRole('button', { name: 'Restaurar Picanha' }).click();
    await expectVisible(page.getByText('Item restaurado'));
    await expectVisible(page.getByText('2 alterações pendentes'));

    // Reload offline: the restored list is back among the lists and opens with the item at the end.
    await page.reload();
    await expectVisible(page.getByText('Nenhum item excluído encontrado.'));
    await page.goto('/saved-lists');
    await expectVisible(page.getByText('Churrasco', { exact: true }));
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByRole('heading', { name: 'Churrasco' }));
    await expectVisible(page.getByRole('button', { name: 'Qtd 3, editar quantidade de Picanha' }));
    expect((await call('GET', '/lists')).body.lists).toEqual([]);

    await goOnline(context);
    await expectVisible(page.getByText('Todas as alterações foram sincronizadas'));
    expect(await savedItems(user, listId)).toEqual([
      { name: 'Carvão', quantity: 1, isPurchased: false },
      { name: 'Farofa', quantity: 1, isPurchased: false },
      { name: 'Picanha', quantity: 3, isPurchased: false },
    ]);
  });

  it('gives a free user the limit dialog when a list restored offline is refused, and keeps it in the trash', async () => {
    const { page, context } = phone;
    const user = await signUpInBrowser(page);
    const old = await createList(user, 'Antiga', ['Sal']);
    expect((await api({ user })('DELETE', `/lists/${old}`)).status).toBe(204);
    await createList(user, 'Atual', ['Açúcar']);
    await page.goto('/trash?type=lists');
    await installOfflineShell(page);
    await expectVisible(main(page).getByText('Antiga', { exact: true }));

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Restaurar Antiga' }).click();
    await expectVisible(page.getByText('1 alteração pendente'));
    await expectGone(main(page).getByText('Antiga', { exact: true }));

    await context.setOffline(false);
    const dialog = page.getByRole('dialog', { name: 'Limite de listas atingido' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Continuar com limite' }).click();
    await expectVisible(main(page).getByText('Antiga', { exact: true }));
    expect((await api({ user })('GET', '/lists')).body.lists.map((list: { name: string }) => list.name)).toEqual([
      'Atual',
    ]);
  });
});

describe('signing out on a shared phone', () => {
  const phone = phonePagePerTest();

  it('sends what is waiting before signing out, then leaves none of the lists on the device', async () => {
    const { page, context } = phone;
    const user = await signUpInBrowser(page);
    const listId = await createList(user, 'Farmácia', ['Dipirona', 'Curativo']);
    await page.goto(`/saved-list/${listId}`);
    await installOfflineShell(page);
    await expectVisible(main(page).getByText('Curativo', { exact: true }));
    await context.setOffline(true);
    await page.getByRole('checkbox', { name: 'Dipirona comprado' }).click();
    await expectVisible(page.getByText('1 alteração pendente'));

    // Offline, signing out would lose the change: the app asks first, and "Cancelar" keeps the session.
    await signOutFromProfile(page);
    const warning = page.getByRole('alertdialog', { name: 'Alterações não sincronizadas' });
    await expectVisible(warning);
    await expectVisible(warning.getByText(/1 alteração das suas listas ainda não foi enviada/));
    await warning.getByRole('button', { name: 'Cancelar' }).click();
    await expectVisible(page.getByRole('button', { name: 'Sair da Conta' }));

    // Back online, "Sair da Conta" sends the change first and signs out without asking.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sair da Conta' }).click();
    await expectVisible(page.getByText('Você saiu da sua conta.'));
    expect(await savedItems(user, listId)).toEqual([
      { name: 'Dipirona', quantity: 1, isPurchased: true },
      { name: 'Curativo', quantity: 1, isPurchased: false },
    ]);
    expect(await deviceKeys(page)).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('pending')))).toEqual([]);

    // The next person on the phone, offline, finds no trace of the list.
    await context.setOffline(true);
    await page.goto(`/saved-list/${listId}`);
    await expectGone(main(page).getByText('Curativo', { exact: true }));
    await page.goto('/saved-lists');
    await expectGone(page.getByText('Farmácia', { exact: true }));
    await context.setOffline(false);
    await signUpInBrowser(page, 'Caio Souza');
    await page.goto('/saved-lists');
    await expectVisible(page.getByText('Você ainda não tem listas salvas.'));
    await expectGone(page.getByText('Farmácia', { exact: true }));
  });

  it('signs out offline only when the user accepts losing the changes, and removes them from the device', async () => {
    const { page, context } = phone;
    const user = await signUpInBrowser(page);
    const listId = await createList(user, 'Pet shop', ['Ração']);
    await page.goto(`/saved-list/${listId}`);
    await installOfflineShell(page);
    await expectVisible(main(page).getByText('Ração', { exact: true }));
    await context.setOffline(true);
    await addTyped(page, 'Areia');
    await addTyped(page, 'Petisco');
    await expectVisible(page.getByText('2 alterações pendentes'));

    await signOutFromProfile(page);
    const warning = page.getByRole('alertdialog', { name: 'Alterações não sincronizadas' });
    await expectVisible(warning.getByText(/2 alterações das suas listas ainda não foram enviadas/));
    await warning.getByRole('button', { name: 'Sair mesmo assim' }).click();
    await expectVisible(page.getByText('Você saiu da sua conta.'));
    expect(await deviceKeys(page)).toEqual([]);

    await context.setOffline(false);
    await page.goto('/saved-lists');
    await expectGone(page.getByText('Pet shop', { exact: true }));
    expect((await savedItems(user, listId)).map((item) => item.name)).toEqual(['Ração']);
  });
});

describe('another person signing in on the phone', () => {
  const phone = phonePagePerTest();

  it('never sees the lists of the user before, offline either, and those leave the device', async () => {
    const { page, context } = phone;
    const first = await signUpInBrowser(page, 'Ana Prado');
    const listId = await createList(first, 'Presentes', ['Vinho', 'Chocolate']);
    await page.goto(`/saved-list/${listId}`);
    await installOfflineShell(page);
    await expectVisible(main(page).getByText('Chocolate', { exact: true }));

    // Her session ends without "Sair da Conta" (its tokens are gone); her copy is still on the device.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('CognitoIdentityServiceProvider.')) localStorage.removeItem(key);
    });
    expect((await deviceKeys(page)).some((key) => Array.isArray(key) && key[1] === idOf(first))).toBe(true);

    const second = await signUpInBrowser(page, 'Caio Souza');
    await page.goto('/saved-lists');
    await expectVisible(page.getByText('Você ainda não tem listas salvas.'));
    await eventually(
      async () => (await deviceKeys(page)).filter((key) => Array.isArray(key) && key[1] !== idOf(second)),
      (keys) => keys.length === 0,
    );

    await goOffline(context);
    await page.reload();
    await expectVisible(page.getByText('Você ainda não tem listas salvas.'));
    await expectGone(page.getByText('Presentes', { exact: true }));
    await page.goto(`/saved-list/${listId}`);
    await expectVisible(page.getByRole('heading', { name: 'Lista Salva' }));
    await expectGone(main(page).getByText('Chocolate', { exact: true }));
  });
});

describe('one list on two phones', () => {
  it('ends with the union of what both added offline, and each phone shows it', async () => {
    const browser = await launchBrowser();
    const contexts: BrowserContext[] = [];
    try {
      const phones: Page[] = [];
      for (let i = 0; i < 2; i++) {
        const context = await phoneContext(browser, url);
        contexts.push(context);
        phones.push(await context.newPage());
      }
      const [first, second] = phones as [Page, Page];
      const user = await signUpInBrowser(first);
      await signInInBrowser(second, user);

      const listId = await createList(user, 'Casa', ['Sabão']);
      for (const phone of phones) {
        await phone.goto(`/saved-list/${listId}`);
        await expectVisible(main(phone).getByText('Sabão', { exact: true }));
      }
      for (const context of contexts) await context.setOffline(true);
      await addTyped(first, 'Detergente');
      await addTyped(first, 'Esponja');
      await addTyped(second, 'Amaciante');
      await Promise.all(contexts.map((context) => context.setOffline(false)));

      const names = await eventually(
        async () => (await savedItems(user, listId)).map((item) => item.name).sort(),
        (saved) => saved.length === 4,
      );
      expect(names).toEqual(['Amaciante', 'Detergente', 'Esponja', 'Sabão']);
      // Each phone shows the other's additions (refetch after its own sync, or the 10 s poll).
      for (const phone of phones) {
        for (const name of names) await expectVisible(main(phone).getByText(name, { exact: true }), 20_000);
      }
    } finally {
      await browser.close();
    }
  });
});
